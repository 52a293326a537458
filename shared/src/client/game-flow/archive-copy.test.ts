import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-fetch';
import { ARCHIVE_COPY, archiveDayLabel, archiveResultLabel, archiveRoundFailure } from './archive-copy';

describe("the archive's words", () => {
  it('names the UTC day and the result of each past round', () => {
    expect(archiveDayLabel('2026-11-17')).toBe('Tue, Nov 17');
    expect(archiveResultLabel({ outcome: 'won', attempts: 2, practice: true })).toBe('Won in 2');
    expect(archiveResultLabel({ outcome: 'not-played', attempts: null, practice: false })).toBe('Not played');
  });

  it("says a puzzle is missing or not loaded in its own words, never the server's answer", () => {
    const answer = (status: number, code: string) =>
      new ApiError(status, { error: { code, message: 'raw' } }, `${status}: {"error":{"code":"${code}"}}`);
    const missing = { title: 'Puzzle not found', description: ARCHIVE_COPY.roundMissing };
    const failed = { title: 'Puzzle not loaded', description: ARCHIVE_COPY.roundLoadFailed };
    expect(archiveRoundFailure(answer(404, 'NOT_FOUND'))).toEqual(missing);
    expect(archiveRoundFailure(answer(400, 'BAD_REQUEST'))).toEqual(missing);
    expect(archiveRoundFailure(answer(500, 'INTERNAL'))).toEqual(failed);
    expect(archiveRoundFailure(new TypeError('Failed to fetch'))).toEqual(failed);
  });
});
