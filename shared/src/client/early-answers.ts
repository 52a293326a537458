import { apiRequest } from './api-fetch';

/** The game screen's first requests: the player, the round, the image's address. */
const GAME_SCREEN_PATHS = ['/api/me', '/api/game/current', '/api/game/image'];

const early = new Map<string, Promise<unknown>>();

/**
 * Sends the game screen's requests before the app's larger modules have run (a module
 * importing nothing else, imported first): on a phone those modules take longer than the
 * round trip. The queries take the answers with answerOf.
 */
export function askGameScreenEarly(): void {
  for (const path of GAME_SCREEN_PATHS) {
    const answer = apiRequest(path);
    // Taken, and its failure handled, by the query it feeds a moment later.
    answer.catch(() => undefined);
    early.set(path, answer);
  }
}

/** GET `path`: the answer asked for early the first time, when there is one, else a request. */
export function answerOf(path: string): Promise<unknown> {
  const answer = early.get(path);
  early.delete(path);
  return answer ?? apiRequest(path);
}
