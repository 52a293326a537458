import { apiRequest } from './api-fetch';

/** The game screen's first requests: the player, the round, the image's address. */
const GAME_SCREEN_PATHS = ['/api/me', '/api/game/current', '/api/game/image'] as const;
type GameScreenPath = (typeof GAME_SCREEN_PATHS)[number];

const early = new Map<string, Promise<unknown>>();
const arrived = new Map<string, unknown>();

/** Sends the requests of `paths` now: the queries take their answers with answerOf. */
function askEarly(paths: readonly GameScreenPath[]): void {
  for (const path of paths) {
    const answer = apiRequest(path);
    // Taken, and its failure handled, by the query it feeds a moment later.
    answer.then(
      (value) => arrived.set(path, value),
      () => undefined,
    );
    early.set(path, answer);
  }
}

/**
 * Sends the game screen's requests before the app's larger modules have run (a module
 * importing nothing else, imported first): on a phone those modules take longer than the
 * round trip.
 */
export const askGameScreenEarly = (): void => askEarly(GAME_SCREEN_PATHS);

/** Sends only the player's request early (/api/me), for a screen other than the game's whose start waits on it. */
export const askPlayerEarly = (): void => askEarly(['/api/me']);

function take(path: string): Promise<unknown> | undefined {
  const answer = early.get(path);
  early.delete(path);
  arrived.delete(path);
  return answer;
}

/** GET `path`: the answer asked for early the first time, when there is one, else a request. */
export function answerOf(path: string): Promise<unknown> {
  return take(path) ?? apiRequest(path);
}

/** The early answer to `path` as it comes, left for its query to take; undefined when none was asked. */
export function earlyAnswerOf(path: GameScreenPath): Promise<unknown> | undefined {
  return early.get(path);
}

/**
 * The three early answers, taken, when every one has arrived and none was refused: the
 * app's first render can draw the game from them with no wait. Null otherwise, and then
 * the queries take them as they come.
 */
export function takeArrivedGameScreen(): Record<GameScreenPath, unknown> | null {
  if (!GAME_SCREEN_PATHS.every((path) => arrived.has(path))) return null;
  const answers = Object.fromEntries(GAME_SCREEN_PATHS.map((path) => [path, arrived.get(path)]));
  GAME_SCREEN_PATHS.forEach(take);
  return answers as Record<GameScreenPath, unknown>;
}
