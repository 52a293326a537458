import type { Request } from 'express';
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreen } from '@app/shared/schemas/first-screen';
import { WEB_ROUTES } from '@app/shared/web-routes';
import type { AppDeps, Ctx } from '../../context';
import { getCurrentGame, getGameImage } from '../game/service';
import { getMaintenance } from '../maintenance/service';
import { describeSession } from '../me/describe';
import { browserLanguage } from '../me/language';
import { appearanceCookie } from '../../identity/session/appearance';
import { escapeAttribute } from '../share/share-tags';
import type { Language } from '@app/shared/i18n/languages';
import type { PageLanguage } from './page-language';

/** The game page's first screen as this request's session sees it; null when the game cannot be shown (maintenance, no round). */
async function firstScreenOf(
  deps: AppDeps,
  contextOf: (req: Request) => Promise<Ctx>,
  req: Request,
): Promise<FirstScreen | null> {
  try {
    if ((await getMaintenance({ ctx: deps })).maintenance) return null;
    const ctx = await contextOf(req);
    const [me, game, image] = await Promise.all([
      describeSession({ ctx, input: { appearance: appearanceCookie(req), language: browserLanguage(req) } }),
      getCurrentGame({ ctx }),
      getGameImage({ ctx, input: {} }),
    ]);
    return { me, game, image };
  } catch {
    // The plain shell then: the game asks the API itself, which answers the error as it does.
    return null;
  }
}

/** The skeleton's placeholder for the image in the built index.html. */
const SKELETON_IMAGE = '<div class="skeleton-image"></div>';

/** JSON inside a script element: `<` escaped, so no string in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The player's view of the game's image, as the game card shows it: alt text as there,
 * nothing the player has not earned. A visitor's card has no Stats button in its title
 * row: data-visitor lets the skeleton place the image as that card does.
 */
function skeletonImage({ me, image }: FirstScreen, t: (id: string) => string): string {
  const alt = image.gameOver ? (image.nft?.name ?? t('game.image.today')) : t('game.image.blurred');
  const visitor = me.walletAddress ? '' : ' data-visitor';
  return `<img class="skeleton-image" src="${escapeAttribute(image.imageUrl)}" alt="${escapeAttribute(alt)}" elementtiming="game-image" fetchpriority="high"${visitor} />`;
}

/**
 * The page with its first screen written in: the skeleton shows the requester's own image
 * of the game (fetched at once, while the scripts load), and the three answers the game
 * waits on, so React renders it without a round trip and takes the image over from the
 * browser's cache.
 */
export function withFirstScreen(html: string, screen: FirstScreen, t: (id: string) => string): string {
  const data = `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${scriptJson(screen)}</script>`;
  // Replaced by functions: a replacement string would read `$&`, `$'` or `$\`` in a name as patterns.
  return html.replace(SKELETON_IMAGE, () => skeletonImage(screen, t)).replace('</body>', () => `  ${data}\n  </body>`);
}

/**
 * The web game's page for this request, or null on the other pages. It is the requester's
 * own: their session's image (a visitor's is the most blurred, the same for all) and
 * their player, so it is sent private and varying on the cookie.
 */
export function firstScreenPage({
  deps,
  contextOf,
  translate,
}: {
  deps: AppDeps;
  contextOf: (req: Request) => Promise<Ctx>;
  translate: PageLanguage['translate'];
}): (html: string, req: Request, language: Language) => Promise<string | null> {
  return async (html, req, language) => {
    if (req.path !== WEB_ROUTES.game) return null;
    const screen = await firstScreenOf(deps, contextOf, req);
    const translator = translate(language);
    return screen && withFirstScreen(html, screen, (id) => translator._(id));
  };
}
