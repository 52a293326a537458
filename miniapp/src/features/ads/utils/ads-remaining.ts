import { DAILY_ADS_ALLOWED } from '@app/shared/constants';
import { utcDay } from '@app/shared/rules/time';
import { safeStorage } from '@app/shared/client/safe-storage';

const COUNT_KEY = 'adsRemaining';
const DATE_KEY = 'adsRemainingDate';
const local = safeStorage('local');

/** Ads left today as last known; a new UTC day starts again at the daily maximum. */
export function storedAdsRemaining(): number {
  if (local.get(DATE_KEY) !== utcDay(new Date())) return DAILY_ADS_ALLOWED;
  const value = Number(local.get(COUNT_KEY));
  return Number.isInteger(value) && value >= 0 ? value : DAILY_ADS_ALLOWED;
}

export function storeAdsRemaining(remaining: number): void {
  local.set(COUNT_KEY, String(remaining));
  local.set(DATE_KEY, utcDay(new Date()));
  window.dispatchEvent(
    new CustomEvent('ads-updated', { detail: { adsRemaining: remaining, dailyCount: DAILY_ADS_ALLOWED - remaining } }),
  );
}
