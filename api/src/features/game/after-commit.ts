import { isDatabaseUnavailable } from '@app/db/unavailable';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';

/** A failure an outage explains: the outage is logged once, when it starts, not once per request it fails. */
function explainedByOutage(error: unknown): boolean {
  return isDatabaseUnavailable(error) || (error instanceof AppError && error.code === 'UPSTREAM_UNAVAILABLE');
}

/**
 * Runs work that follows a guess's commit: the player is told the committed result whatever
 * it answers (`fallback` in its place when it fails). `failed` says what the player missed.
 */
export async function afterCommit<T>({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { failed: string; work: () => Promise<T>; fallback: T };
}): Promise<T> {
  try {
    return await input.work();
  } catch (error) {
    if (explainedByOutage(error)) ctx.logger.debug({ err: error }, input.failed);
    else ctx.logger.error({ err: error }, input.failed);
    return input.fallback;
  }
}
