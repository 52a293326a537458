import type { QueryClient } from '@tanstack/react-query';
import { currentGameQuery, gameImageQuery } from '@app/shared/client/game';
import { meQuery } from '@app/shared/client/session';
import { WEB_ROUTES } from '@app/shared/web-routes';

/**
 * On the game page, asks at once for what its first screen waits on: the player, the round
 * and the image's address, together, before React has rendered anything. The game asked
 * for the image only once the player and the round had answered, one round trip later
 * (150 ms and more on a phone). A visitor's image request is refused once, without retries.
 */
export function prefetchFirstScreen(client: QueryClient): QueryClient {
  if (location.pathname !== WEB_ROUTES.game) return client;
  void client.prefetchQuery(meQuery);
  void client.prefetchQuery(currentGameQuery);
  void client.prefetchQuery({ ...gameImageQuery(false), retry: false });
  return client;
}
