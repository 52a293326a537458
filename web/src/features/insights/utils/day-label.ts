/** A day as a chart's axis shows it: "11-18" for 2026-11-18. */
export const shortDay = (day: string) => day.slice(5);

/** A count as a share of `of`, as a whole percentage ("–" when there is nothing to share). */
export const percent = (count: number, of: number) => (of > 0 ? `${Math.round((100 * count) / of)}%` : '–');
