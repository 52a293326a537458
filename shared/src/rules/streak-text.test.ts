import { afterEach, describe, expect, it } from 'vitest';
import { speak } from '../client/i18n/test/speak';
import { streakAfterGame, streakLine, streakStanding } from './streak-text';

describe("the streak's words", () => {
  it('cheers a running streak after the game, and says when a missed day broke one', () => {
    expect(streakAfterGame({ current: 3, best: 3, atRisk: false, broken: 0 })).toEqual({
      tone: 'cheer',
      text: '3-day play streak! New best! Come back tomorrow to keep it going.',
    });
    expect(streakAfterGame({ current: 1, best: 4, atRisk: false, broken: 4 }).text).toBe(
      'Your 4-day play streak was broken. A new one starts today.',
    );
  });

  it('warns before the game when the streak is at risk or just broken, and is quiet otherwise', () => {
    expect(streakStanding({ current: 2, best: 2, atRisk: true, broken: 0 })?.text).toBe(
      "Your 2-day play streak is at risk: play today's game to keep it.",
    );
    expect(streakStanding({ current: 0, best: 5, atRisk: false, broken: 5 })?.tone).toBe('warn');
    expect(streakStanding({ current: 2, best: 2, atRisk: false, broken: 0 })).toBeNull();
    expect(streakLine({ current: 2, best: 7, atRisk: false, broken: 0 })).toBe('2-day play streak · Best 7');
  });

  it('calls the streak of days played a play streak, for one day as for many', () => {
    const line = (current: number) => streakLine({ current, best: 3, atRisk: false, broken: 0 });
    expect([1, 3].map(line)).toEqual(['1-day play streak · Best 3', '3-day play streak · Best 3']);
  });
});

describe("the streak's words in the player's language", () => {
  afterEach(() => speak('en'));

  it('says the same notes in Spanish, one day and many by the plural rules', () => {
    speak('es');
    expect(streakAfterGame({ current: 3, best: 3, atRisk: false, broken: 0 }).text).toBe(
      '¡Racha de 3 días! ¡Nuevo récord! Vuelve mañana para mantenerla.',
    );
    expect(streakAfterGame({ current: 1, best: 4, atRisk: false, broken: 4 }).text).toBe(
      'Tu racha de 4 días se rompió. Hoy empieza una nueva.',
    );
    expect(streakStanding({ current: 1, best: 2, atRisk: true, broken: 0 })?.text).toBe(
      'Tu racha de 1 día está en riesgo: juega la partida de hoy para mantenerla.',
    );
    expect(streakLine({ current: 2, best: 7, atRisk: false, broken: 0 })).toBe('Racha de 2 días · Mejor: 7');
  });
});
