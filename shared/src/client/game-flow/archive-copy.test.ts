import { afterEach, describe, expect, it } from 'vitest';
import { speak } from '../i18n/test/speak';
import { ApiError } from '../api-fetch';
import { archiveDayLabel, archiveResultLabel, archiveRoundFailure, practiceTitle } from './archive-copy';

describe("the archive's words", () => {
  afterEach(() => speak('en'));

  it('names the UTC day and the result of each past round', () => {
    expect(archiveDayLabel('2026-11-17')).toBe('Tue, Nov 17');
    expect(practiceTitle({ roundNumber: 385, day: '2026-11-17' })).toBe('#385 · Tue, Nov 17');
    expect(archiveResultLabel({ outcome: 'won', attempts: 2, practice: true })).toBe('Won in 2');
    expect(archiveResultLabel({ outcome: 'not-played', attempts: null, practice: false })).toBe('Not played');
  });

  it("names the day in the player's language", () => {
    speak('ja');
    expect(archiveDayLabel('2026-11-17')).toBe('11月17日(火)');
    speak('es');
    expect(archiveDayLabel('2026-11-17')).toBe('mar, 17 nov');
    expect(archiveResultLabel({ outcome: 'won', attempts: 2, practice: true })).toBe('Acertado en 2');
  });

  it("says a puzzle is missing or not loaded in its own words, never the server's answer", () => {
    const answer = (status: number, code: string) =>
      new ApiError(status, { error: { code, message: 'raw' } }, `${status}: {"error":{"code":"${code}"}}`);
    const missing = {
      title: 'Puzzle not found',
      description: "There's no past puzzle here. It may be today's, or one still to come.",
    };
    const failed = {
      title: 'Puzzle not loaded',
      description: 'Could not load this puzzle. Check your connection and try again.',
    };
    expect(archiveRoundFailure(answer(404, 'NOT_FOUND'))).toEqual(missing);
    expect(archiveRoundFailure(answer(400, 'BAD_REQUEST'))).toEqual(missing);
    expect(archiveRoundFailure(answer(500, 'INTERNAL'))).toEqual(failed);
    expect(archiveRoundFailure(new TypeError('Failed to fetch'))).toEqual(failed);
    expect(archiveRoundFailure(answer(409, 'PRACTICE_RESTING'))).toEqual({
      title: 'Past puzzles are resting today',
      description:
        "Today's puzzle shares its answer with a past one, so every past puzzle rests until tomorrow. Come back then to practise.",
    });
  });
});
