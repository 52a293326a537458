import type { QueryClient } from '@tanstack/react-query';
import { prefetchGameScreen } from '@app/shared/client/first-screen';
import { WEB_ROUTES } from '@app/shared/web-routes';

/** On the game page, asks for its first screen's data before React renders (see prefetchGameScreen). */
export function prefetchFirstScreen(client: QueryClient): QueryClient {
  return location.pathname === WEB_ROUTES.game ? prefetchGameScreen(client) : client;
}
