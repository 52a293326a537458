import { LATEST_PUZZLE, webPagePath } from '@app/shared/web-routes';
import { RoundIdParams } from '@app/shared/schemas/archive';
import type { Database } from '@app/db/database';
import { AppError } from '../../errors';
import { getPastRoundOrThrow } from './internal';

const PRACTICE_PATH = /^\/archive\/([^/]+)$/;

/**
 * Whether the web page at `path` has what it shows: false only for a practice page
 * (`/archive/<id>`) of no past round, which answers 404 with the app's not-found page.
 * It never throws: a page is served while the database is away.
 */
export async function noMissingPuzzleAt({
  ctx,
  input: path,
}: {
  ctx: { database: Database; now: Date };
  input: string;
}): Promise<boolean> {
  const roundParam = PRACTICE_PATH.exec(webPagePath(path))?.[1];
  if (roundParam === undefined || roundParam === LATEST_PUZZLE) return true;
  const parsed = RoundIdParams.safeParse({ roundId: roundParam });
  if (!parsed.success) return false;
  try {
    await getPastRoundOrThrow(ctx.database, parsed.data.roundId, ctx.now);
    return true;
  } catch (error) {
    // Anything but "no such round" (the database away): the page, whose app asks the API itself.
    return !(error instanceof AppError && error.code === 'NOT_FOUND');
  }
}
