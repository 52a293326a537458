/** A day as the charts and tables show it, the year included; today, still being played, is marked as partial. */
export const dayLabel = (day: string, today: string) => (day === today ? `${day} (today, so far)` : day);

/** A table's rows newest first: the charts read from oldest to newest, the tables from the latest. */
export const newestFirst = <T>(rows: readonly T[]): T[] => [...rows].reverse();

/** A count as a share of `of`, as a whole percentage ("–" when there is nothing to share). */
export const percent = (count: number, of: number) => (of > 0 ? `${Math.round((100 * count) / of)}%` : '–');
