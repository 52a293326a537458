import { ATTEMPTS_PER_DAY, POINTS_BY_ATTEMPT } from '../../constants';
import type { GuessResult, PlayBlock, RankChange } from '../../schemas/game';
import { attemptsLeft } from '../../rules/guess';
import { nftLabel } from '../../rules/nft-label';
import { errorMessage } from '../i18n/error-message';
import { t } from '../i18n/language-runtime';

/** "Attempt X of 3" for the next guess. */
export const attemptOf = (attemptsUsed: number) =>
  t('game.attempt.of', { attempt: Math.min(attemptsUsed + 1, ATTEMPTS_PER_DAY), total: ATTEMPTS_PER_DAY });

/**
 * What became of the guess, in the player's language: the server's message (countedGuessMessage)
 * written from the catalog. Without the revealed NFT (an older server) it is the server's.
 */
function guessLine({ success, gameOver, attemptsUsed, nft, message }: GuessResult): string {
  if (!gameOver) return t('game.banner.attemptsLeft', { left: attemptsLeft({ attemptsUsed, hasWon: success }) });
  if (!nft) return message;
  return success
    ? t('game.banner.identified', { nft: nftLabel(nft), attempt: attemptsUsed })
    : t('game.banner.outOfAttempts', { nft: nftLabel(nft) });
}

/** The 5-second banner after a guess: its title, what became of the guess and, for a win, the points. */
export function bannerLines(result: GuessResult): { title: string; message: string; earned: string | null } {
  const earned = result.throwbackThursday
    ? t('game.banner.earnedThrowback', { points: result.points, special: t('game.throwback.special') })
    : t('game.banner.earned', { points: result.points });
  return {
    title: result.success ? t('game.banner.correct') : t('game.banner.wrong'),
    message: guessLine(result),
    // A practice win earns nothing, so it says nothing of points.
    earned: result.success && result.points > 0 ? earned : null,
  };
}

/** Why this wallet may not guess, in the player's language: the server's words in English, else its code's message. */
export const playBlockText = (block: PlayBlock) =>
  errorMessage({ code: block.code, serverMessage: block.message }) ?? block.message;

/** The result dialog's title and line. */
export const resultHeading = (success: boolean) =>
  success
    ? { title: t('game.result.won.title'), description: t('game.result.won.description') }
    : { title: t('game.result.lost.title'), description: t('game.result.lost.description') };

/** The finished game's title, and the line of a game lost. */
export const finishedHeading = (hasWon: boolean) => t(hasWon ? 'game.finished.won' : 'game.finished.lost');
export const allAttemptsUsed = () => t('game.finished.allUsed', { count: ATTEMPTS_PER_DAY });

/** What the result dialog says about a scoring guess's move on the weekly board (docs/SPEC.md). */
export function rankChangeText({ from, to }: RankChange): string {
  if (from === null) return t('game.rank.entered', { rank: to });
  const places = from - to;
  return places <= 0 ? t('game.rank.held', { rank: to }) : t('game.rank.up', { places, rank: to });
}

/** The image's blur level in words ("Hard", "Medium"…), as the difficulty line shows it. */
export const difficultyText = (level: string | null | undefined) =>
  t('game.difficulty.level', { level: level ?? 'unknown' });

/** The points table in words, from POINTS_BY_ATTEMPT: "10 points on the 1st try, 5 on the 2nd and 2 on the 3rd". */
export function pointsByAttemptText(): string {
  const [first, second, third] = POINTS_BY_ATTEMPT;
  return t('game.points.byAttempt', { first, second, third });
}
