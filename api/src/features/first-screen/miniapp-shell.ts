import { blurFor } from '@app/shared/rules/blur';
import type { AppDeps } from '../../context';
import { NOT_PLAYED } from '../game/player-state';
import { oncePerRound } from '../game/round-page';
import { secureImagePath } from '../game/service';
import { rememberedTokens } from '../images/store';
import { escapeAttribute } from '../share/share-tags';

/**
 * The Mini App's index.html with the round's image as a player who has not guessed yet
 * sees it (the most blurred, the same for everyone) preloaded. The page's request carries
 * no launch data, so it cannot be the player's own: the app asks for that (launch.ts) and
 * shows it in the skeleton. For every visitor and every player before their first guess
 * it is this image, which is then on its way or already here; for the others the preload
 * is a few KB that nothing shows. Rebuilt once per round; as built until this process
 * has seen the round's variants stored (its first game request or render).
 */
export function withUnplayedImagePreload({ deps }: { deps: AppDeps }): (builtHtml: string) => Promise<string> {
  return oncePerRound({
    deps,
    render: async (builtHtml, round) => {
      const tokens = rememberedTokens(deps.database, round.id);
      if (!tokens) return null;
      const href = escapeAttribute(secureImagePath(tokens[blurFor(NOT_PLAYED.attemptsUsed, NOT_PLAYED.gameOver)]));
      const preload = `<link rel="preload" as="image" href="${href}" fetchpriority="high" />`;
      return builtHtml.replace('</head>', () => `  ${preload}\n  </head>`);
    },
  });
}
