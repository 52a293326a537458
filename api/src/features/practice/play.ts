import { practiceGuesses } from '@app/db/schema/practice';
import { stateOfAttempts, type PlayerRoundState } from '../game/player-state';
import { blurFor } from '@app/shared/rules/blur';
import { guessMatches, parseGuess } from '@app/shared/rules/guess';
import type { ArchiveRound, PracticeGuessBody } from '@app/shared/schemas/archive';
import type { GuessResult } from '@app/shared/schemas/game';
import type { Ctx } from '../../context';
import { countedGuessMessage, guessProblemMessage, repeatedGuessMessage } from '../../player-words';
import { AppError } from '../../errors';
import { guessResultOf, puzzleView } from '../game/service';
import { ensurePastRoundImage } from '../images/service';
import type { CookieToWrite, WithCookie } from '../../identity/session/cookie';
import { ensureSession } from '../../identity/session/service';
import { attemptsAt, getPastRoundOrThrow, roundNumberOf, type PastRound, type PracticeOwner } from './internal';
import { nextUnfinishedRound } from './next';
import { assertPracticeOpen } from './repeat-day';
import { practiceOwnerOf } from './owner';

/** The game one has on a past round: the day's, once a player finished it then, else their practice. */
async function gameOf(
  ctx: Ctx,
  owner: PracticeOwner | null,
  roundId: number,
): Promise<{ practice: boolean } & PlayerRoundState> {
  const { daily, practice } = await attemptsAt(ctx.database, owner, [roundId]);
  const day = stateOfAttempts(daily);
  return day.gameOver ? { practice: false, ...day } : { practice: true, ...stateOfAttempts(practice) };
}

/** A past round to open, unless past puzzles rest today. */
async function openablePastRound(ctx: Ctx, roundId: number): Promise<PastRound> {
  const [round] = await Promise.all([getPastRoundOrThrow(ctx.database, roundId, ctx.now), assertPracticeOpen({ ctx })]);
  return round;
}

/**
 * A past round as its player (or a visitor's browser) stands, with the image at the blur
 * their attempts earned, and the past puzzle to play after it.
 */
export async function getPracticeRound({ ctx, input: roundId }: { ctx: Ctx; input: number }): Promise<ArchiveRound> {
  const round = await openablePastRound(ctx, roundId);
  const owner = practiceOwnerOf({ ctx });
  const [game, roundNumber, nextRoundId] = await Promise.all([
    gameOf(ctx, owner, round.id),
    roundNumberOf(ctx.database, round.day),
    nextUnfinishedRound({ ctx, input: { owner, day: round.day } }),
  ]);
  const blurLevel = blurFor(game.attemptsUsed, game.gameOver);
  const token = await ensurePastRoundImage({
    ctx,
    input: { round: { id: round.id, imageUrl: round.nft.imageUrl }, level: blurLevel },
  });
  return {
    ...puzzleView(round, game, token, blurLevel),
    day: round.day,
    roundNumber,
    practice: game.practice,
    nextRoundId,
    playBlock: null,
  };
}

/**
 * One practice attempt at a past round: no points, no boards, no raffle weight, no streak.
 * The answer is told only once the practice game is over. A visitor's first attempt opens
 * their browser's anonymous session (its signed cookie, for the route to write), which
 * keeps their practice.
 */
export async function submitPracticeGuess({
  ctx,
  input: { roundId, guess },
}: {
  ctx: Ctx;
  input: PracticeGuessBody & { roundId: number };
}): Promise<WithCookie<GuessResult>> {
  const round = await openablePastRound(ctx, roundId);
  const parsed = parseGuess(guess);
  if (!parsed.ok) throw new AppError('BAD_REQUEST', guessProblemMessage(parsed.problem), { field: 'guess' });
  const { owner, cookie } = await practiceOwner(ctx);
  const game = await gameOf(ctx, owner, round.id);
  if (!game.practice) throw new AppError('GAME_OVER', 'You played this round on its day: it is there to look back at');
  if (game.gameOver) throw new AppError('GAME_OVER', 'This practice game is over');
  const repeated = repeatedGuessMessage(game.guesses, parsed.digits);
  if (repeated) throw new AppError('ALREADY_GUESSED', repeated);
  const attemptNumber = game.attemptsUsed + 1;
  const correct = guessMatches(parsed.digits, round.nft.nftId);
  // The unique attempt index settles two guesses sent at once: the second gets no row and a 409.
  const inserted = await ctx.database
    .insert(practiceGuesses)
    .values({
      ...owner,
      roundId: round.id,
      guess: parsed.digits,
      correct,
      attemptNumber,
      timestamp: ctx.now,
    })
    .onConflictDoNothing()
    .returning({ id: practiceGuesses.id });
  if (inserted.length === 0) throw new AppError('CONFLICT', 'Another guess at this round was counted first: refresh');
  const message = countedGuessMessage(round.nft, attemptNumber, correct);
  return { answer: guessResultOf(round, { attemptNumber, correct, message, points: 0 }), cookie };
}

/** Whose practice it is: the signed-in player's, else the browser's session, opened (with its cookie) if need be. */
async function practiceOwner(ctx: Ctx): Promise<{ owner: PracticeOwner; cookie: CookieToWrite | null }> {
  const known = practiceOwnerOf({ ctx });
  if (known) return { owner: known, cookie: null };
  const { session, cookie } = await ensureSession({ ctx });
  return { owner: { guestSessionId: session.id }, cookie };
}
