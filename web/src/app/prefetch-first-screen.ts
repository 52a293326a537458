import type { QueryClient } from '@tanstack/react-query';
import { prefetchGameScreen, seedGameScreen } from '@app/shared/client/first-screen';
import { FIRST_SCREEN_ELEMENT_ID, FirstScreen } from '@app/shared/schemas/first-screen';
import { WEB_ROUTES } from '@app/shared/web-routes';

/** The answers the server wrote into the page, when it did and they read as they should. */
function writtenFirstScreen(): FirstScreen | null {
  const json = document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.textContent;
  if (!json) return null;
  const parsed = FirstScreen.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : null;
}

/**
 * On the game page, its first screen's data before React renders: as the server wrote it
 * into the page (no round trip), else asked for at once (see prefetchGameScreen).
 */
export function prefetchFirstScreen(client: QueryClient): QueryClient {
  if (location.pathname !== WEB_ROUTES.game) return client;
  const written = writtenFirstScreen();
  return written ? seedGameScreen(client, written) : prefetchGameScreen(client);
}
