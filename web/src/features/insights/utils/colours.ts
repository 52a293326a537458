/** The charts' colours: distinct on the light and the dark theme, in the order series appear. */
export const SERIES = {
  blue: '#3b82f6',
  green: '#22c55e',
  amber: '#f59e0b',
  red: '#ef4444',
  violet: '#8b5cf6',
  teal: '#14b8a6',
} as const;

/** A heat map cell's colour: the share of a cohort that came back, from pale (0) to strong (1). */
export const heat = (share: number) => `rgba(59, 130, 246, ${(0.08 + 0.92 * Math.min(1, share)).toFixed(2)})`;

/** A heat map cell whose day has not come yet: neutral grey, unlike any share. */
export const NOT_YET_COLOUR = 'rgba(148, 163, 184, 0.35)';

/** A series' colour a bar, today's faded: its day is still being played, so its bar is not a whole day's. */
export const barColours = (colour: string, days: readonly string[], today: string) =>
  days.map((day) => (day === today ? `${colour}66` : colour));
