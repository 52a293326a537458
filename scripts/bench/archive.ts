/** The weekly archive's longest event-loop stall, as players would feel it meanwhile. */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { weekOf } from '@app/shared/rules/time';
import type { AppDeps } from '@app/api/context';
import { warmRankIndexes } from '@app/api/features/leaderboard/own-rank';
import { archiveWeek, type ArchiveOptions } from '@app/api/features/weekly/archive';
import { round } from './stats';

export interface ArchiveStall {
  /** The longest the event loop was held up, in ms. */
  longestStallMs: number;
  /** The whole archive: copy (with the raffle's candidates), purge of the old season, in ms. */
  totalMs: number;
}

/**
 * Archives the week of `now` (copy with the raffle's candidates, purge of the old season; the
 * draw is a later step) on a server as it
 * runs, rank indexes built, and watches the loop with 1 ms resolution.
 */
export async function measureArchiveStall(deps: AppDeps, now: Date, options: ArchiveOptions = {}): Promise<ArchiveStall> {
  await warmRankIndexes(deps.database);
  const delay = monitorEventLoopDelay({ resolution: 1 });
  const start = performance.now();
  delay.enable();
  await archiveWeek({ ctx: { ...deps, now }, input: { week: weekOf(now), forced: true, options } });
  delay.disable();
  return { longestStallMs: round(delay.max / 1e6, 1), totalMs: round(performance.now() - start, 0) };
}
