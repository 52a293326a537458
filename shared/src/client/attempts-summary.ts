import { ATTEMPTS_PER_DAY } from '../constants';
import { attemptsLeft } from '../rules/guess';
import { t } from './i18n/language-runtime';

/** What the attempts line says: attempts left while playing, the outcome once the game is over (a past puzzle's is not today's). */
export function attemptsSummary(results: boolean[], { practice = false } = {}): string {
  const wonOn = results.indexOf(true) + 1;
  if (wonOn > 0) return t(practice ? 'game.summary.solved' : 'game.summary.solvedToday', { attempt: wonOn });
  if (results.length >= ATTEMPTS_PER_DAY) return t(practice ? 'game.summary.noneLeft' : 'game.summary.noneLeftToday');
  return t('game.summary.remaining', { count: attemptsLeft({ attemptsUsed: results.length, hasWon: false }) });
}
