/**
 * npm run soak: the game as an operator runs it (WORKERS=3 on a PostgreSQL and a Redis of the
 * soak's own, its clock shifted so a midnight falls in the run) under a steady crowd for
 * `--minutes`, with the faults of faults.ts injected one after another, evenly spread. At
 * the end the guesses players were told were accepted are compared with the record, and
 * the boards in Redis with the record; one table says what each fault cost.
 *
 *   npm run soak -- [--minutes 30] [--players 20000] [--clients 12]
 */
import { openDatabase } from '@app/db/client';
import { FAULTS } from './faults';
import { startLoad } from './players';
import { residentMb, setStage, type Stage } from './stage';
import { checkBoards, checkGuesses } from './verify';
import { markdownTable, rowsOf, type Event } from './windows';

const option = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : Number(process.argv[at + 1]);
};
const runMs = (option('minutes') ?? 30) * 60_000;
const players = option('players') ?? Math.max(5000, Math.round(runMs / 60_000) * 700);
const clients = option('clients') ?? 12;

/** After the load, before the comparison: the boards replay what Redis missed. */
const SETTLE_MS = 10_000;
const REDIS_KEY_PREFIX = 'bwif:';

const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));

/** Injects each fault at its slot, the midnight taking the middle one; answers the events as they happened. */
async function injectFaults(stage: Stage, loadStartedAt: number, loadStartedOn: number): Promise<Event[]> {
  const slots = FAULTS.length + 2;
  const eventNow = (name: string): Event => {
    const at = performance.now() - loadStartedAt;
    console.log(`${Math.round(at / 1000)} s: ${name}`);
    return { name, at, backAt: at, outputAt: stage.game.output().length };
  };
  const events = [eventNow('steady, before the faults')];
  const midnight = setTimeout(
    () => events.push(eventNow('midnight (shifted clock)')),
    stage.midnightAt - loadStartedOn,
  );
  for (const [index, fault] of FAULTS.entries()) {
    const slot = index + (index >= FAULTS.length / 2 ? 2 : 1);
    await sleepUntil(loadStartedAt + (slot * runMs) / slots);
    const event = eventNow(fault.name);
    events.push(event);
    await fault.inject(stage);
    event.backAt = performance.now() - loadStartedAt;
    console.log(`${Math.round(event.backAt / 1000)} s: back`);
  }
  await sleepUntil(loadStartedAt + runMs);
  clearTimeout(midnight);
  return events.sort((a, b) => a.at - b.at);
}

async function soak(): Promise<void> {
  console.log(`Setting the stage: ${players} players, ${clients} clients, ${runMs / 60_000} minutes`);
  const stage = await setStage(players, runMs / 2);
  // Stopped early (Ctrl-C), the soak still stops its PostgreSQL, Redis and game: they outlive it otherwise.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void stage.close().finally(() => process.exit(130)));
  const { database: record, close } = await openDatabase(stage.record);
  try {
    const rssAtStart = residentMb(stage.game);
    const load = startLoad(stage.game.url, stage.cookies, clients, record);
    const events = await injectFaults(stage, load.startedAt, Date.now() - (performance.now() - load.startedAt));
    await load.stop();
    const rssAtEnd = residentMb(stage.game);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const accepted = load.answers.flatMap((answer) => (answer.accepted ? [answer.accepted] : []));
    const guesses = await checkGuesses(record, accepted);
    const boards = await checkBoards(record, stage.redis.url, REDIS_KEY_PREFIX);
    console.log(markdownTable(rowsOf(events, load.answers, stage.game.output(), guesses)));
    console.log(`\nRSS of the game's processes: ${rssAtStart} MB at the start, ${rssAtEnd} MB at the end.`);
    console.log(
      `Guesses accepted: ${accepted.length}; lost ${guesses.lost.size}, doubled ${guesses.doubled.size};` +
        ` stored although the player saw an error or no answer: ${guesses.untold}.`,
    );
    console.log(`Rounds guessed on: ${[...new Set(accepted.map(({ roundId }) => roundId))].join(', ')}.`);
    for (const { board, players: rows, differing } of boards)
      console.log(`Board ${board}: ${rows} players in the record, ${differing} placed otherwise in Redis.`);
  } finally {
    await close();
    await stage.close();
  }
}

await soak();
