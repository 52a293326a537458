/** SPEC's line while no end time is set. */
const UNDETERMINED_PERIOD = 'Maintenance period: Undetermined';

const endFormat = { weekday: 'short', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' } as const;

/**
 * The maintenance screen's period line: "Undetermined" while the admin set no end time,
 * else the expected end in the player's own time, and an end gone by says it runs late.
 */
export function maintenancePeriod(until: string | null, now: Date, locale?: string): string {
  if (!until) return UNDETERMINED_PERIOD;
  const end = new Date(until);
  const when = end.toLocaleString(locale, endFormat);
  return end > now
    ? `Maintenance period: until ${when}`
    : `Maintenance period: taking longer than planned (expected to end ${when})`;
}
