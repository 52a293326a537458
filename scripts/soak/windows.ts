/**
 * The soak's table: the run cut into windows, one from each event (a fault, the midnight) to
 * the next, and what the players met in each.
 */
import type { Answer, AcceptedGuess } from './players';
import type { GuessCheck } from './verify';

export interface Event {
  name: string;
  /** ms from the load's start. */
  at: number;
  /** When the service was back (ms from the load's start); `at` for an event with no outage. */
  backAt: number;
  /** The game's output length at `at`. */
  outputAt: number;
}

export interface Row {
  event: string;
  at: number;
  answers: number;
  /** No answer, or a 5xx. */
  errors: number;
  boardErrors: number;
  /** From the window's first error to its last. */
  errorSeconds: number;
  /** From the service's return to the window's last error. */
  recoverySeconds: number;
  slowestSeconds: number;
  /** What the slowest answer was for (a guess, a board…), and its status (0: none came). */
  slowest: string;
  refused: number;
  lost: number;
  doubled: number;
  logLines: number;
}

const failed = (answer: Answer) => answer.status === 0 || answer.status >= 500;
const seconds = (ms: number) => Math.round(ms / 100) / 10;
const countIn = (accepted: ReadonlySet<AcceptedGuess>, answers: Answer[]) =>
  answers.filter((answer) => answer.accepted && accepted.has(answer.accepted)).length;

function rowOf(event: Event, answers: Answer[], logLines: number, check: GuessCheck): Row {
  const errors = answers.filter(failed);
  const first = errors[0]?.at ?? 0;
  const last = errors.at(-1)?.at ?? 0;
  const slowestAnswer = answers.reduce<Answer | undefined>(
    (slowest, answer) => (answer.ms > (slowest?.ms ?? -1) ? answer : slowest),
    undefined,
  );
  return {
    event: event.name,
    at: seconds(event.at),
    answers: answers.length,
    errors: errors.length,
    boardErrors: errors.filter((answer) => answer.kind === 'board').length,
    errorSeconds: errors.length ? seconds(last - first) : 0,
    recoverySeconds: errors.length ? seconds(Math.max(0, last - event.backAt)) : 0,
    slowestSeconds: seconds(slowestAnswer?.ms ?? 0),
    slowest: slowestAnswer ? `${slowestAnswer.kind} ${slowestAnswer.status}` : '',
    refused: answers.filter((answer) => answer.refused).length,
    lost: countIn(check.lost, answers),
    doubled: countIn(check.doubled, answers),
    logLines,
  };
}

/** A row per window: from each event to the next (the last to `endAt`), `output` being the game's whole output. */
export function rowsOf(events: Event[], answers: Answer[], output: string, check: GuessCheck): Row[] {
  const sorted = [...answers].sort((a, b) => a.at - b.at);
  return events.map((event, index) => {
    const next = events[index + 1];
    const end = next?.at ?? Infinity;
    const inWindow = sorted.filter((answer) => answer.at >= event.at && answer.at < end);
    const logged = output.slice(event.outputAt, next?.outputAt ?? output.length);
    return rowOf(event, inWindow, logged.split('\n').filter(Boolean).length, check);
  });
}

const HEADER = [
  'event',
  'at (s)',
  'answers',
  'errors',
  'of them boards',
  'errors for (s)',
  'recovery (s)',
  'slowest (s, what)',
  'refused',
  'lost / doubled',
  'log lines',
];

/** The rows as a Markdown table, as docs/operating.md shows it. */
export function markdownTable(rows: Row[]): string {
  const cells = rows.map((row) => [
    row.event,
    row.at,
    row.answers,
    row.errors,
    row.boardErrors,
    row.errorSeconds,
    row.recoverySeconds,
    `${row.slowestSeconds} (${row.slowest})`,
    row.refused,
    `${row.lost} / ${row.doubled}`,
    row.logLines,
  ]);
  const line = (values: unknown[]) => `| ${values.join(' | ')} |`;
  return [line(HEADER), line(HEADER.map(() => '---')), ...cells.map(line)].join('\n');
}
