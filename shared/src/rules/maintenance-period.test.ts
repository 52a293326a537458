import { describe, expect, it } from 'vitest';
import { maintenancePeriod } from './maintenance-period';

const now = new Date('2026-11-28T12:00:00Z');

describe('the maintenance period line', () => {
  it('is SPEC\'s "Undetermined" with no end time', () => {
    expect(maintenancePeriod(null, now)).toBe('Maintenance period: Undetermined');
  });

  it('gives the expected end, and says so when it has gone by', () => {
    const end = new Date('2026-11-28T14:30:00Z');
    const when = end.toLocaleString('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    expect(maintenancePeriod(end.toISOString(), now, 'en-US')).toBe(`Maintenance period: until ${when}`);
    expect(maintenancePeriod(end.toISOString(), new Date('2026-11-28T15:00:00Z'), 'en-US')).toBe(
      `Maintenance period: taking longer than planned (expected to end ${when})`,
    );
  });
});
