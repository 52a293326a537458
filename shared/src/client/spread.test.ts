import { afterEach, describe, expect, it } from 'vitest';
import { speak } from './i18n/test/speak';
import { pastOutcomeOf, spreadView } from './spread';

const spread = { players: 200, solvedByAttempt: [36, 50, 40] as [number, number, number], missed: 60 };

afterEach(() => speak('en'));

describe('the spread as the front ends draw it', () => {
  it('gives each try and the misses their share of the players, and where the player stands', () => {
    const view = spreadView(spread, { solvedOn: 1 })!;
    expect(view.players).toBe('200 players');
    expect(view.rows).toEqual([
      { label: '1st try', percent: 18, own: true },
      { label: '2nd try', percent: 25, own: false },
      { label: '3rd try', percent: 20, own: false },
      { label: 'Missed', percent: 30, own: false },
    ]);
    expect(view.standing).toBe('You were one of the 18% who got it first try');
    expect(spreadView(spread, { solvedOn: null })!.standing).toBe('You were one of the 30% who missed it');
    expect(spreadView(spread, { solvedOn: 3 })!.rows.map((row) => row.own)).toEqual([false, false, true, false]);
  });

  it('says no standing for practice, which it does not count, and nothing for a day nobody played', () => {
    const practised = { practice: true, hasWon: true, attemptsUsed: 1 };
    expect(spreadView(spread, pastOutcomeOf(practised))!.standing).toBeNull();
    expect(pastOutcomeOf({ ...practised, practice: false })).toEqual({ solvedOn: 1 });
    expect(spreadView({ players: 0, solvedByAttempt: [0, 0, 0], missed: 0 }, null)).toBeNull();
  });

  it('speaks the player’s language, right to left included', () => {
    speak('ar');
    const view = spreadView(spread, { solvedOn: 2 })!;
    expect(view.standing).toBe('كنت من بين 25٪ عرفوها من المحاولة الثانية');
    expect(view.percentText(25)).toBe('25٪');
  });
});
