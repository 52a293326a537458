/** SPEC's line while no end time is set. */
const UNDETERMINED_PERIOD = 'Maintenance period: Undetermined';

const endFormat = { weekday: 'short', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' } as const;

/**
 * The expected end of maintenance in the reader's own time and `locale`, and whether it has
 * gone by (then it runs late); null while the admin set no end time.
 */
export function maintenanceEnd(
  until: string | null,
  now: Date,
  locale?: string,
): { when: string; late: boolean } | null {
  if (!until) return null;
  const end = new Date(until);
  return { when: end.toLocaleString(locale, endFormat), late: end <= now };
}

/** The admin's maintenance period line, in English: "Undetermined", the expected end, or that it runs late. */
export function maintenancePeriod(until: string | null, now: Date, locale?: string): string {
  const end = maintenanceEnd(until, now, locale);
  if (!end) return UNDETERMINED_PERIOD;
  return end.late
    ? `Maintenance period: taking longer than planned (expected to end ${end.when})`
    : `Maintenance period: until ${end.when}`;
}
