import { DAILY_ADS_ALLOWED } from '@app/shared/constants';
import { utcDay } from '@app/shared/rules/time';

const COUNT_KEY = 'adsRemaining';
const DATE_KEY = 'adsRemainingDate';

/** Storage is only a cache here: a frame denied it (Telegram Web) simply starts from the daily maximum. */
function guarded<T>(use: () => T, fallback: T): T {
  try {
    return use();
  } catch {
    return fallback;
  }
}

/** Ads left today as last known; a new UTC day starts again at the daily maximum. */
export function storedAdsRemaining(): number {
  return guarded(() => {
    if (localStorage.getItem(DATE_KEY) !== utcDay(new Date())) return DAILY_ADS_ALLOWED;
    const value = Number(localStorage.getItem(COUNT_KEY));
    return Number.isInteger(value) && value >= 0 ? value : DAILY_ADS_ALLOWED;
  }, DAILY_ADS_ALLOWED);
}

export function storeAdsRemaining(remaining: number): void {
  guarded(() => {
    localStorage.setItem(COUNT_KEY, String(remaining));
    localStorage.setItem(DATE_KEY, utcDay(new Date()));
  }, undefined);
  window.dispatchEvent(
    new CustomEvent('ads-updated', { detail: { adsRemaining: remaining, dailyCount: DAILY_ADS_ALLOWED - remaining } }),
  );
}
