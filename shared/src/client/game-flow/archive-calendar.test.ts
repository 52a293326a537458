import { describe, expect, it } from 'vitest';
import type { ArchiveEntry } from '../../schemas/archive';
import { dayMark, monthAfter, monthWeeks, newestUnplayed } from './archive-calendar';

const entry = (day: string, result: ArchiveEntry['result'], roundNumber = 1): ArchiveEntry => ({
  roundId: roundNumber,
  day,
  roundNumber,
  result,
});

describe('the archive calendar', () => {
  it('lays a month out in weeks from Monday, its rounds on their days', () => {
    const won = entry('2026-11-14', { outcome: 'won', attempts: 2, practice: false });
    const weeks = monthWeeks('2026-11', [won]);
    // 1 November 2026 is a Sunday: six empty days before it; 30 days in all, six weeks.
    expect(weeks).toHaveLength(6);
    expect(weeks[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]![6]).toEqual({ day: '2026-11-01', date: 1, round: null });
    expect(weeks[2]![5]).toEqual({ day: '2026-11-14', date: 14, round: won });
    expect(weeks[5]).toEqual([{ day: '2026-11-30', date: 30, round: null }, null, null, null, null, null, null]);
    expect(monthAfter('2026-01', -1)).toBe('2025-12');
    expect(monthAfter('2026-12', 1)).toBe('2027-01');
  });

  it('marks each day, and offers the newest not finished first', () => {
    const rounds = [
      entry('2026-11-17', { outcome: 'lost', attempts: null, practice: true }, 4),
      entry('2026-11-16', { outcome: 'not-played', attempts: null, practice: false }, 3),
      entry('2026-11-15', { outcome: 'lost', attempts: null, practice: false }, 2),
      entry('2026-11-14', { outcome: 'won', attempts: 2, practice: false }, 1),
    ];
    expect(rounds.map(dayMark)).toEqual(['practised', 'not-played', 'missed', 'won']);
    expect(newestUnplayed(rounds)?.roundNumber).toBe(3);
    expect(newestUnplayed(rounds.slice(2))).toBeNull();
  });
});
