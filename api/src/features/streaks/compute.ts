import { DAY_MS } from '@app/shared/constants';
import { SHIELD_EVERY_DAYS, SHIELDS_HELD_AT_MOST, type Streak } from '@app/shared/schemas/streak';

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** A one-day run ending is not news: the broken note starts at two days. */
const BROKEN_NOTE_FROM = 2;

/** How a run of days is kept: the play streak earns shields that carry it over missed days, the win streak none. */
interface RunRules {
  shields: boolean;
}

/** The walk over the days: the run so far, its best, the shields held, and the last run a gap ended. */
interface Walk {
  run: number;
  best: number;
  played: number;
  shields: number;
  /** The run the last gap ended, and the day after that gap. */
  ended: { length: number; before: number } | null;
}

/**
 * A gap of `missed` days before `day`: covered when the shields held are enough (each
 * covers a day), else it ends the run, the shields kept for the next one. Answers the
 * shields it used.
 */
function crossGap(walk: Walk, missed: number, day: number): number {
  if (missed <= 0) return 0;
  if (missed <= walk.shields) {
    walk.shields -= missed;
    return missed;
  }
  walk.ended = { length: walk.run, before: day };
  walk.run = 0;
  return 0;
}

/** A day played: the run grows, and every 7th day played earns a shield (2 held at most) where the rules give them. */
function playDay(walk: Walk, rules: RunRules): void {
  walk.run++;
  walk.played++;
  walk.best = Math.max(walk.best, walk.run);
  if (rules.shields && walk.played % SHIELD_EVERY_DAYS === 0)
    walk.shields = Math.min(SHIELDS_HELD_AT_MOST, walk.shields + 1);
}

function runOf(finishedDays: Iterable<string>, today: string, rules: RunRules): Streak {
  const days = [...new Set([...finishedDays].map(dayNumber))].sort((a, b) => a - b);
  const walk: Walk = { run: 0, best: 0, played: 0, shields: 0, ended: null };
  for (const [index, day] of days.entries()) {
    if (index > 0) crossGap(walk, day - days[index - 1]! - 1, day);
    playDay(walk, rules);
  }
  const todayNumber = dayNumber(today);
  const last = days.at(-1);
  // The days missed since the last one played, today not among them: it is not over.
  const shieldsUsed = last === undefined ? 0 : crossGap(walk, todayNumber - last - 1, todayNumber);
  const current = walk.run;
  // The run a gap ended, while it is news: no streak now, or one begun today right after that gap.
  const news = current === 0 || (current === 1 && last === todayNumber && walk.ended?.before === todayNumber);
  const endedLength = news ? (walk.ended?.length ?? 0) : 0;
  return {
    current,
    best: walk.best,
    atRisk: current > 0 && last !== todayNumber,
    broken: endedLength >= BROKEN_NOTE_FROM ? endedLength : 0,
    shields: walk.shields,
    shieldsUsed,
  };
}

/**
 * The play streak from the UTC days (yyyy-MM-dd, any order, repeats allowed) on which the
 * player finished a daily game. The current run ends today or yesterday, or earlier when
 * shields carried it over the days missed since: every 7 days played earn a shield (2 held
 * at most), and each missed day uses one; a gap longer than the shields held ends the run.
 */
export function streakOf(finishedDays: Iterable<string>, today: string): Streak {
  return runOf(finishedDays, today, { shields: true });
}

/** A run of days with no shields (the win streak's): a missed day ends it. */
export function plainRunOf(days: Iterable<string>, today: string): Pick<Streak, 'current' | 'best'> {
  const { current, best } = runOf(days, today, { shields: false });
  return { current, best };
}
