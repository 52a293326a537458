/** Business constants of docs/SPEC.md section 9, one name per number. */

export const PRODUCT_NAME = 'BWIF NFT Guess';

export const ATTEMPTS_PER_DAY = 3;
export const POINTS_BY_ATTEMPT = [10, 5, 2] as const;

export const AD_REWARD_POINTS = 5;
export const DAILY_ADS_ALLOWED = 3;

export const HOLDER_THRESHOLD = 5_890_000;

export const LEADERBOARD_PAGE_SIZE = 10;
export const LEADERBOARD_MAX = 50;

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export const POLL = {
  currentGameMs: 5 * MINUTE_MS,
  adResetCheckMs: 5 * MINUTE_MS,
  walletStatusMs: 5 * SECOND_MS,
  walletStatusMaxAttempts: 60,
  maintenanceSiteMs: 30 * SECOND_MS,
  maintenanceAdminMs: 10 * SECOND_MS,
  imageStaleMs: 5 * MINUTE_MS,
  imageCacheMs: 30 * MINUTE_MS,
} as const;

export const TIMERS = {
  countdownTickMs: SECOND_MS,
  reloadAfterCountdownMs: 15 * SECOND_MS,
  roundChangeNoticeMs: 15 * SECOND_MS,
  gameUpdatedReloadMs: 3 * SECOND_MS,
  resultBannerMs: 5 * SECOND_MS,
  themeSaveDebounceMs: 500,
  adCloseModalDelayMs: 300,
  adSuccessDelayMs: 500,
  resultDialogReloadMs: 50,
  imageFadeMs: 300,
} as const;

export const QUERY_DEFAULTS = {
  staleTimeMs: 60 * SECOND_MS,
  gcTimeMs: 300_000,
} as const;

export const TOAST = {
  limit: 1,
  durationMs: 5000,
  swipeThresholdPx: 50,
  removeDelayMs: 1_000_000,
} as const;

export const TOOLTIP = { openDelayMs: 700, skipDelayMs: 300 } as const;

export const MOBILE_MAX_WIDTH_PX = 768;

/** Leading and trailing characters kept when a wallet address is shortened, per screen. */
export const ADDRESS_SHORTENING = {
  wallet: [4, 3],
  history: [6, 4],
  points: [5, 5],
  miniapp: [4, 4],
} as const;
