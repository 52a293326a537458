import { afterEach, describe, expect, it } from 'vitest';
import { speak } from '../client/i18n/test/speak';
import { streakAfterGame, streakLine, streakStanding } from './streak-text';

describe("the streak's words", () => {
  it('cheers a running streak after the game, and says when a missed day broke one', () => {
    expect(streakAfterGame({ current: 3, best: 3, atRisk: false, broken: 0, shields: 0, shieldsUsed: 0 })).toEqual({
      tone: 'cheer',
      text: '3-day play streak! New best! Come back tomorrow to keep it going.',
    });
    expect(streakAfterGame({ current: 1, best: 4, atRisk: false, broken: 4, shields: 0, shieldsUsed: 0 }).text).toBe(
      'Your 4-day play streak was broken. A new one starts today.',
    );
  });

  it('warns before the game when the streak is at risk or just broken, and is quiet otherwise', () => {
    expect(streakStanding({ current: 2, best: 2, atRisk: true, broken: 0, shields: 0, shieldsUsed: 0 })?.text).toBe(
      "Your 2-day play streak is at risk: play today's game to keep it.",
    );
    expect(streakStanding({ current: 0, best: 5, atRisk: false, broken: 5, shields: 0, shieldsUsed: 0 })?.tone).toBe(
      'warn',
    );
    expect(streakStanding({ current: 2, best: 2, atRisk: false, broken: 0, shields: 0, shieldsUsed: 0 })).toBeNull();
    expect(streakLine({ current: 2, best: 7, atRisk: false, broken: 0, shields: 0, shieldsUsed: 0 })).toBe(
      '2-day play streak · Best 7',
    );
  });

  it('names the shields held beside the streak, and says when they carried it over missed days', () => {
    const shielded = { current: 9, best: 9, atRisk: true, broken: 0, shields: 1, shieldsUsed: 1 };
    expect(streakLine(shielded)).toBe('9-day play streak · Best 9 · 1 shield');
    expect(streakLine({ ...shielded, shields: 2 })).toBe('9-day play streak · Best 9 · 2 shields');
    expect(streakStanding(shielded)).toEqual({
      tone: 'warn',
      text: "A streak shield kept your 9-day play streak alive. Play today's game to keep it going.",
    });
    expect(streakStanding({ ...shielded, shieldsUsed: 2 })?.text).toMatch(/^2 streak shields kept/);
    speak('ar');
    expect(streakLine(shielded)).toBe('سلسلة لعب 9 أيام · الأفضل 9 · درع واحد');
    speak('en');
  });

  it('calls the streak of days played a play streak, for one day as for many', () => {
    const line = (current: number) =>
      streakLine({ current, best: 3, atRisk: false, broken: 0, shields: 0, shieldsUsed: 0 });
    expect([1, 3].map(line)).toEqual(['1-day play streak · Best 3', '3-day play streak · Best 3']);
  });
});

describe("the streak's words in the player's language", () => {
  afterEach(() => speak('en'));

  it('says the same notes in Spanish, one day and many by the plural rules', () => {
    speak('es');
    expect(streakAfterGame({ current: 3, best: 3, atRisk: false, broken: 0, shields: 0, shieldsUsed: 0 }).text).toBe(
      '¡Racha de 3 días! ¡Nuevo récord! Vuelve mañana para mantenerla.',
    );
    expect(streakAfterGame({ current: 1, best: 4, atRisk: false, broken: 4, shields: 0, shieldsUsed: 0 }).text).toBe(
      'Tu racha de 4 días se rompió. Hoy empieza una nueva.',
    );
    expect(streakStanding({ current: 1, best: 2, atRisk: true, broken: 0, shields: 0, shieldsUsed: 0 })?.text).toBe(
      'Tu racha de 1 día está en riesgo: juega la partida de hoy para mantenerla.',
    );
    expect(streakLine({ current: 2, best: 7, atRisk: false, broken: 0, shields: 0, shieldsUsed: 0 })).toBe(
      'Racha de 2 días · Mejor: 7',
    );
  });
});
