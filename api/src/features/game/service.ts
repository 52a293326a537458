import type { Database } from '@app/db/database';
import { ATTEMPTS_PER_DAY } from '@app/shared/constants';
import { blurFor, type BlurLevel } from '@app/shared/rules/blur';
import { guessMatches, parseGuess } from '@app/shared/rules/guess';
import { splitDuration } from '@app/shared/rules/time';
import type { Platform } from '@app/shared/schemas/insights';
import type { CurrentGame, GameImage, GuessBody, GuessResult, PlayBlock, RevealedNft } from '@app/shared/schemas/game';
import type { Ctx, Player } from '../../context';
import { countedGuessMessage, guessProblemMessage, repeatedGuessMessage } from '../../player-words';
import { AppError } from '../../errors';
import { getHolderStatus, getShownHolderStatus, type HolderStatus } from '../holders/service';
import { ensureRoundImage } from '../images/service';
import { platformOf } from '../../identity/session/platform';
import { requirePlayer } from '../../identity/session/service';
import { playBlockOf, requireActivatedAccount } from '../wallet/activation';
import { NOT_PLAYED, playerRoundState, type PlayerRoundState } from './player-state';
import { insertNextAttempt, insertWrongAttempt, retryWhenAttemptTaken } from './next-attempt';
import { ensureCurrentRound, roundNumberOf } from './rounds';
import { DAY_ALREADY_PLAYED, DAY_ALREADY_PLAYED_MESSAGE, playedReplacedRound } from './day-played';
import type { CurrentRound } from './round-of-day';
import { rankMoveOf, recordRankChanges, type RankChange } from '../leaderboard/own-rank';
import { afterCommit } from './after-commit';
import { addScore } from '../leaderboard/add-score';
import { getStreak } from '../streaks/service';
import { rewardInviterIfDue } from '../invites/reward';

/** A round as the puzzle needs it: today's, or a past one the archive replays. */
type PuzzleRound = Pick<CurrentRound, 'id' | 'throwbackThursday'> & {
  nft: Pick<CurrentRound['nft'], 'nftId' | 'name' | 'collection' | 'creator'>;
};

function reveal({ nft }: PuzzleRound): RevealedNft {
  return { nftId: nft.nftId, name: nft.name, collection: nft.collection, creator: nft.creator };
}

/** What a counted guess answers, today's or a practice one: the NFT is revealed once the game is over. */
export function guessResultOf(
  round: PuzzleRound,
  {
    attemptNumber,
    correct,
    message,
    points,
  }: { attemptNumber: number; correct: boolean; message: string; points: number },
): GuessResult {
  const gameOver = correct || attemptNumber >= ATTEMPTS_PER_DAY;
  return {
    success: correct,
    message,
    points,
    attemptsUsed: attemptNumber,
    gameOver,
    throwbackThursday: round.throwbackThursday,
    nft: gameOver ? reveal(round) : null,
    rankChange: null,
    streak: null,
  };
}

/** What a puzzle shows a player where they stand: the image at its blur, and the answer once the game is over. */
export function puzzleView(round: PuzzleRound, state: PlayerRoundState, token: string, blurLevel: BlurLevel) {
  return {
    roundId: round.id,
    imageUrl: secureImagePath(token),
    nftId: state.gameOver ? round.nft.nftId : null,
    nft: state.gameOver ? reveal(round) : null,
    attempts: ATTEMPTS_PER_DAY,
    attemptsUsed: state.attemptsUsed,
    hasWon: state.hasWon,
    gameOver: state.gameOver,
    blurLevel,
    throwbackThursday: round.throwbackThursday,
    attemptResults: state.attemptResults,
    guesses: state.guesses,
    points: state.points,
  };
}

/** A wallet named by the client must be the session's; without a session the claim is ignored. */
function sessionWallet(ctx: Ctx, claimedWallet: string | undefined): string | null {
  if (!ctx.session?.walletAddress) return null;
  return requirePlayer({ ctx, input: claimedWallet }).walletAddress;
}

export async function getCurrentGame({
  ctx,
  input: { walletAddress } = {},
}: {
  ctx: Ctx;
  input?: { walletAddress?: string };
}): Promise<CurrentGame> {
  const round = await ensureCurrentRound({ ctx });
  const wallet = sessionWallet(ctx, walletAddress);
  const hint =
    round.nft.hint && wallet && (await getShownHolderStatus({ ctx, input: wallet })).isHolder
      ? round.nft.hint
      : undefined;
  return {
    roundId: round.id,
    roundNumber: await roundNumberOf(ctx.database, round.day),
    timeRemaining: splitDuration(round.endDate.getTime() - ctx.now.getTime()),
    nextRoundAt: round.endDate.toISOString(),
    throwbackThursday: round.throwbackThursday,
    ...(hint ? { hint } : {}),
    commitment: round.commitment,
  };
}

/** Where a stored image variant is served (GET /api/secure-images/:token). */
export const secureImagePath = (token: string) => `/api/secure-images/${token}`;

export async function getGameImage({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { walletAddress?: string; showUnblurred?: 'true' | 'false' };
}): Promise<GameImage> {
  const round = await ensureCurrentRound({ ctx });
  // A visitor sees the puzzle as a player who has not guessed yet, whatever wallet the query names.
  if (!ctx.session?.walletAddress) return imageFor(ctx, round, NOT_PLAYED, input.showUnblurred, null);
  const player = requirePlayer({ ctx, input: input.walletAddress });
  const state = await playerRoundState(ctx.database, player.userId, round.id);
  return imageFor(ctx, round, state, input.showUnblurred, await playBlockIn(ctx, round, player, state));
}

/** Why the player may not guess in this round: their game of the day is over already, or their wallet may not play. */
async function playBlockIn(
  ctx: Ctx,
  round: CurrentRound,
  player: Player,
  state: PlayerRoundState,
): Promise<PlayBlock | null> {
  if (state.gameOver) return null;
  if (state.attemptsUsed === 0 && (await playedReplacedRound(ctx.database, player.userId, round))) {
    return DAY_ALREADY_PLAYED;
  }
  return playBlockOf({ ctx, input: player });
}

async function imageFor(
  ctx: Ctx,
  round: CurrentRound,
  state: PlayerRoundState,
  showUnblurred: 'true' | 'false' | undefined,
  playBlock: PlayBlock | null,
): Promise<GameImage> {
  if (showUnblurred === 'true' && !state.gameOver) {
    throw new AppError('FORBIDDEN', 'The unblurred image is shown once your game is over');
  }
  const level = blurFor(state.attemptsUsed, state.gameOver);
  const token = await ensureRoundImage({
    ctx,
    input: { round: { id: round.id, imageUrl: round.nft.imageUrl }, level },
  });
  return { ...puzzleView(round, state, token, level), playBlock };
}

export async function submitGuess({ ctx, input }: { ctx: Ctx; input: GuessBody }): Promise<GuessResult> {
  const player = requirePlayer({ ctx, input: input.walletAddress });
  const parsed = parseGuess(input.guess);
  if (!parsed.ok) throw new AppError('BAD_REQUEST', guessProblemMessage(parsed.problem), { field: 'guess' });
  const round = await ensureCurrentRound({ ctx });
  if (input.roundId !== round.id) {
    throw new AppError('ROUND_CHANGED', 'A new challenge has started. Refresh to play it.', { needsRefresh: true });
  }
  if (await playedReplacedRound(ctx.database, player.userId, round)) {
    throw new AppError('DAY_ALREADY_PLAYED', DAY_ALREADY_PLAYED_MESSAGE);
  }
  await requireActivatedAccount({ ctx, input: player });
  const correct = guessMatches(parsed.digits, round.nft.nftId);
  // The ledger is asked before the transaction: a transaction awaits nothing but the database.
  const holder: HolderStatus = correct
    ? await getHolderStatus({ ctx, input: player.walletAddress })
    : { isHolder: false, balance: '0' };
  const { result, rankChanges } = await recordGuess(ctx.database, ctx.now, {
    userId: player.userId,
    round,
    guess: parsed.digits,
    correct,
    holder,
    platform: platformOf(ctx.session),
  });
  await recordRankChanges(ctx.database, rankChanges);
  ctx.metrics.guess(result.success);
  const regular = rankChanges.find((change) => change.board === 'regular');
  // Independent reads after the commit, side by side (each a round trip on PostgreSQL).
  const [streak, rankChange] = await Promise.all([
    result.gameOver ? streakAfter(ctx, player.userId) : null,
    regular ? rankMoveAfter(ctx, regular) : null,
    result.gameOver ? rewardInviter(ctx, player.userId) : null,
  ]);
  return { ...result, rankChange, streak };
}

/** The streak the finished game extended; none to tell while it cannot be read (the guess counted all the same). */
function streakAfter(ctx: Ctx, userId: number): Promise<GuessResult['streak']> {
  const work = () => getStreak({ ctx, input: userId });
  return afterCommit({ ctx, input: { failed: 'streak not told: it did not answer', work, fallback: null } });
}

/** Where the guess moved the player; none to tell while the ranks cannot be read (the guess counted all the same). */
function rankMoveAfter(ctx: Ctx, change: RankChange): Promise<GuessResult['rankChange']> {
  const work = () => rankMoveOf(ctx.database, change);
  return afterCommit({ ctx, input: { failed: 'rank move not told: the ranks did not answer', work, fallback: null } });
}

/** A finished game may complete an invite: the guess is committed whatever that answers. */
function rewardInviter(ctx: Ctx, userId: number): Promise<boolean> {
  const failed = 'the invite reward check failed; the next finished game retries it';
  const work = () => rewardInviterIfDue({ ctx, input: { userId } });
  return afterCommit({ ctx, input: { failed, work, fallback: false } });
}

interface GuessToRecord {
  userId: number;
  round: CurrentRound;
  guess: string;
  correct: boolean;
  holder: HolderStatus;
  platform: Platform;
}

/**
 * Records the guess as the player's next attempt; a right one adds its score to the boards
 * in the same transaction. A wrong one is a single statement, shared on PostgreSQL with the
 * wrong guesses arriving with it.
 */
async function recordGuess(
  database: Database,
  now: Date,
  { userId, round, guess, correct, holder, platform }: GuessToRecord,
): Promise<{ result: GuessResult; rankChanges: RankChange[] }> {
  const attempt = { userId, roundId: round.id, guess, correct, now, platform };
  const recordWin = async (db: Database) => {
    const next = await insertNextAttempt(db, attempt);
    if (!next) return null;
    const { points, attemptNumber } = next;
    return { ...next, rankChanges: await addScore(db, { userId, points, attemptNumber, holder, now }) };
  };
  const recordMiss = async () => {
    const next = await insertWrongAttempt(database, attempt);
    return next && { ...next, rankChanges: [] };
  };
  const recorded = await retryWhenAttemptTaken(() => (correct ? database.transaction(recordWin) : recordMiss()));
  if (!recorded) throw await refusalOf(database, userId, round.id, guess);
  const { attemptNumber, points, rankChanges } = recorded;
  const message = countedGuessMessage(round.nft, attemptNumber, correct);
  return { result: guessResultOf(round, { attemptNumber, correct, message, points }), rankChanges };
}

/** Why a player's guess was not counted: their game is over, or they tried the number already. */
async function refusalOf(database: Database, userId: number, roundId: number, guess: string): Promise<AppError> {
  const { hasWon, gameOver, guesses } = await playerRoundState(database, userId, roundId);
  const repeated = repeatedGuessMessage(guesses, guess);
  if (!gameOver && repeated) return new AppError('ALREADY_GUESSED', repeated);
  return new AppError('GAME_OVER', hasWon ? "You already solved today's challenge" : 'You have no attempts left today');
}
