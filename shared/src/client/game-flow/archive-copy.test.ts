import { describe, expect, it } from 'vitest';
import { archiveDayLabel, archiveResultLabel } from './archive-copy';

describe("the archive's words", () => {
  it('names the UTC day and the result of each past round', () => {
    expect(archiveDayLabel('2026-11-17')).toBe('Tue, Nov 17');
    expect(archiveResultLabel({ outcome: 'won', attempts: 2, practice: true })).toBe('Won in 2');
    expect(archiveResultLabel({ outcome: 'not-played', attempts: null, practice: false })).toBe('Not played');
  });
});
