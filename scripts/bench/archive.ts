/** The weekly archive's longest event-loop stall, as players would feel it meanwhile. */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { weekOf } from '@app/shared/rules/time';
import type { AppDeps } from '../../api/src/context';
import { archiveWeek } from '../../api/src/features/weekly/archive';
import { round } from './stats';

export interface ArchiveStall {
  longestStallMs: number;
  totalMs: number;
}

/** Archives the week of `now` (copy, raffle, purge of the old season) and watches the loop with 1 ms resolution. */
export async function measureArchiveStall(deps: AppDeps, now: Date): Promise<ArchiveStall> {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  const start = performance.now();
  delay.enable();
  await archiveWeek(deps, weekOf(now), now, true);
  delay.disable();
  return { longestStallMs: round(delay.max / 1e6, 1), totalMs: round(performance.now() - start, 0) };
}
