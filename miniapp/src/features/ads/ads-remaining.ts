import { DAILY_ADS_ALLOWED } from '@app/shared/constants';
import { utcDay } from '@app/shared/rules/time';

const COUNT_KEY = 'adsRemaining';
const DATE_KEY = 'adsRemainingDate';

/** Ads left today as last known; a new UTC day starts again at the daily maximum. */
export function storedAdsRemaining(): number {
  if (localStorage.getItem(DATE_KEY) !== utcDay(new Date())) return DAILY_ADS_ALLOWED;
  const value = Number(localStorage.getItem(COUNT_KEY));
  return Number.isInteger(value) && value >= 0 ? value : DAILY_ADS_ALLOWED;
}

export function storeAdsRemaining(remaining: number): void {
  localStorage.setItem(COUNT_KEY, String(remaining));
  localStorage.setItem(DATE_KEY, utcDay(new Date()));
  window.dispatchEvent(
    new CustomEvent('ads-updated', { detail: { adsRemaining: remaining, dailyCount: DAILY_ADS_ALLOWED - remaining } }),
  );
}
