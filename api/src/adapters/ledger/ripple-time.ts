/** The XRPL counts close times in seconds from 2000-01-01T00:00:00Z. */
const RIPPLE_EPOCH_MS = Date.UTC(2000, 0, 1);

export const rippleSeconds = (time: Date) => Math.ceil((time.getTime() - RIPPLE_EPOCH_MS) / 1000);

export const fromRippleSeconds = (seconds: number) => new Date(RIPPLE_EPOCH_MS + seconds * 1000);
