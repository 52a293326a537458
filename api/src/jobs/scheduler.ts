import { MINUTE_MS } from '@app/shared/constants';
import type { Timers } from '../adapters/clock';
import { contextFor, type AppDeps } from '../context';
import { ensureRoundImages } from '../features/images/service';
import { announceNewRound } from '../features/game/announce';
import { anchorCommitment } from '../features/fairness/anchor';
import { ensureCurrentRound } from '../features/game/rounds';
import { runWeeklyArchiveIfDue } from '../features/weekly/archive';
import { onDrawWaiting } from '../features/raffle/draw';
import { runRaffleJobs, untilDrawRetry, untilReminder } from '../features/raffle/jobs';
import { sendDueReminders, untilNextHour } from '../features/reminders/run';
import { postGroupResults } from '../features/groups/daily-post';
import { deliverAnnouncement } from '../features/announcements/deliver';
import { tallyDue, tallyToday, untilNextTally } from '../features/insights/tally';
import { runHousekeeping, untilHousekeeping } from './housekeeping';
import { prepareNextRound, untilNextRun } from './prepare-next-round';
import { soleProcess, type Leadership } from '../cluster/leadership';

/** setTimeout cannot wait longer than about 24.8 days; the daily job never needs more than one day. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface Scheduler {
  /** Settles when the start-up run (the catch-up after downtime) is done. */
  ready: Promise<void>;
  /**
   * Runs whatever is due at the clock's current time: the weekly archive, today's round and
   * its images, tomorrow's before midnight, and once a day (from 03:00) the purge and the backup.
   */
  runDueJobs(): Promise<void>;
  stop(): void;
}

/**
 * At 00:00 UTC (and at start-up, to catch up after downtime): archives last week's boards
 * on Mondays and opens the day's round. Each run also draws the archived periods the
 * ledger has closed past (every minute while one waits) and, 48 hours after a draw, tells
 * the admins of unpaid winners. At 03:00 (or at start-up past it): purges dead
 * sessions and backs the database up.
 * From 23:50, every minute until midnight: decides
 * tomorrow's round and renders its images, so that at 00:00 opening it costs one UPDATE.
 * A draw left waiting outside a run (a forced archive's) wakes it up to plan again.
 * Every hour: the players' daily reminders due at that hour (UTC), and the rest of an
 * announcement a stopped process left half-sent.
 * After 00:00 (or at the first run after it): yesterday's results to the groups that asked.
 * Every 10 minutes but the first of the day: today's rounds tallied for the admin's insights.
 */
export function startScheduler({
  deps,
  timers,
  lead = { leadership: soleProcess },
}: {
  deps: AppDeps;
  timers: Timers;
  lead?: SchedulerLead;
}): Scheduler {
  let cancel: (() => void) | undefined;
  let running = true;
  let stopped = false;
  const { leadership } = lead;

  async function runDueJobs(): Promise<void> {
    if (!(await leadership.holds())) return;
    const ctx = contextFor(deps);
    try {
      await runWeeklyArchiveIfDue({ ctx });
    } catch (error) {
      deps.logger.error({ err: error }, 'weekly archive job failed');
    }
    try {
      await runRaffleJobs({ ctx });
    } catch (error) {
      deps.logger.error({ err: error }, 'raffle job failed');
    }
    try {
      const round = await ensureCurrentRound({ ctx });
      await ensureRoundImages({ ctx, input: { id: round.id, imageUrl: round.nft.imageUrl } });
      await announceNewRound({ ctx, input: round });
    } catch (error) {
      deps.logger.error({ err: error }, 'daily round job failed');
    }
    try {
      await anchorCommitment({ ctx, input: await ensureCurrentRound({ ctx }) });
    } catch (error) {
      deps.logger.error({ err: error }, 'commitment memo not sent; the next run tries again');
    }
    try {
      await prepareNextRound({ ctx });
    } catch (error) {
      deps.logger.error({ err: error }, 'next round preparation failed');
    }
    await runHousekeeping({ ctx });
    try {
      if (tallyDue(ctx.now)) await tallyToday({ ctx });
    } catch (error) {
      deps.logger.error({ err: error }, 'insights tally failed');
    }
    try {
      if (deps.groupChats) await postGroupResults({ ctx, input: deps.groupChats });
    } catch (error) {
      deps.logger.error({ err: error }, 'group results job failed');
    }
    // Last: a big hour of reminders takes a minute or two at Telegram's pace, and nothing above waits for it.
    try {
      if (deps.reminderSender) await sendDueReminders({ ctx, input: deps.reminderSender });
    } catch (error) {
      deps.logger.error({ err: error }, 'reminders job failed');
    }
    // An announcement a stopped process left half-sent goes on (its claims skip whoever had it).
    try {
      await deliverAnnouncement({ ctx });
    } catch (error) {
      deps.logger.error({ err: error }, 'announcement job failed');
    }
  }

  /** How long until something is due: the next boundary, a reminder, or a waiting draw's retry. */
  async function untilDue(now: Date): Promise<number> {
    const ctx = contextFor(deps, { now });
    // A little past the boundary, so the run sees the new day (or the open window) on the clock.
    const untilBoundary =
      Math.min(
        untilNextRun(now),
        untilHousekeeping(now),
        await untilReminder({ ctx }),
        untilNextHour(now),
        untilNextTally(now),
      ) + 50;
    return Math.min(untilBoundary, await untilDrawRetry({ ctx }), MAX_TIMER_MS);
  }

  async function scheduleNext(): Promise<void> {
    if (stopped) return;
    let wait: number;
    try {
      wait = await untilDue(deps.clock.now());
    } catch (error) {
      deps.logger.error({ err: error }, 'the scheduler could not read what is due: trying again in a minute');
      wait = MINUTE_MS;
    }
    if (stopped) return;
    running = false;
    cancel = timers.after(wait, () => {
      running = true;
      return runDueJobs().finally(scheduleNext);
    });
  }

  // A run plans its next wake-up as it ends, seeing the waiting draw then.
  const stopListening = onDrawWaiting(deps.database, () => {
    if (running) return;
    cancel?.();
    void scheduleNext();
  });
  const ready = runDueJobs().finally(scheduleNext);
  const leaseTimer = lead.checkEveryMs ? followLease(leadership, lead.checkEveryMs, runDueJobs) : undefined;
  return {
    ready,
    runDueJobs,
    stop() {
      stopped = true;
      stopListening();
      cancel?.();
      clearInterval(leaseTimer);
    },
  };
}

/** Who runs the jobs when several processes could: the lead, and how often to renew or seek it. */
export interface SchedulerLead {
  leadership: Leadership;
  checkEveryMs?: number;
}

/**
 * Renews the lead (or seeks it) every `everyMs`; a process that takes it over catches up
 * at once, as a process does at start-up.
 */
function followLease(leadership: Leadership, everyMs: number, catchUp: () => Promise<void>): NodeJS.Timeout {
  let leading = false;
  const timer = setInterval(() => {
    void leadership.holds().then((now) => {
      if (now && !leading) void catchUp();
      leading = now;
    });
  }, everyMs);
  timer.unref();
  return timer;
}
