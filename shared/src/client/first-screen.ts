import type { QueryClient } from '@tanstack/react-query';
import { takeArrivedGameScreen } from './early-answers';
import { currentGameQuery, gameImageQuery } from './game';
import { meQuery } from './identity/session';
import { FirstScreen } from '../schemas/first-screen';

/**
 * Asks at once for what the game's first screen waits on: the player, the round and the
 * image's address, together, before React has rendered anything (the queries take
 * the answers asked for earlier still, askGameScreenEarly). Asked as the screens
 * need them, the image came only once the other two had answered, a round trip or two
 * later (150 ms each and more on a phone). A visitor's image request is refused once,
 * without retries.
 */
export function prefetchGameScreen(client: QueryClient): QueryClient {
  void client.prefetchQuery(meQuery);
  void client.prefetchQuery(currentGameQuery);
  void client.prefetchQuery({ ...gameImageQuery(false), retry: false });
  return client;
}

/** The same three answers as the server wrote them into the page: the first render needs no request. */
export function seedGameScreen(client: QueryClient, screen: FirstScreen): QueryClient {
  client.setQueryData(meQuery.queryKey, screen.me);
  client.setQueryData(currentGameQuery.queryKey, screen.game);
  client.setQueryData(gameImageQuery(false).queryKey, screen.image);
  return client;
}

/**
 * The game screen's first data once the app starts: the early answers when all have
 * arrived by then (on a phone they come before the app's modules have run), so the first
 * render draws the game with no spinner between the skeleton and it; else asked for, or
 * taken as they come (prefetchGameScreen).
 */
export function startGameScreen(client: QueryClient): QueryClient {
  const answers = takeArrivedGameScreen();
  const arrived =
    answers &&
    FirstScreen.safeParse({
      me: answers['/api/me'],
      game: answers['/api/game/current'],
      image: answers['/api/game/image'],
    });
  return arrived?.success ? seedGameScreen(client, arrived.data) : prefetchGameScreen(client);
}
