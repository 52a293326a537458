import type { AppDeps } from '../../context';
import { roundNumberOf } from '../game/rounds';
import { oncePerRound } from '../game/round-page';
import { CARD_SIZES } from './preview';
import { previewPath } from './service';

const SITE_NAME = 'BWIF NFT Guess';
const DESCRIPTION = 'Guess the blurred XRPL NFT of the day in three tries. A new one every day at 00:00 UTC.';

export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The Open Graph and X card tags of a round: its number and picture, nothing about the answer. */
function shareTags(publicUrl: string, round: { id: number; number: number }): string {
  const title = `${SITE_NAME} #${round.number}`;
  const image = publicUrl + previewPath(round.id);
  const properties: Array<[string, string, string]> = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:title', title],
    ['property', 'og:description', DESCRIPTION],
    ['property', 'og:url', `${publicUrl}/`],
    ['property', 'og:image', image],
    ['property', 'og:image:type', 'image/jpeg'],
    ['property', 'og:image:width', String(CARD_SIZES.link.width)],
    ['property', 'og:image:height', String(CARD_SIZES.link.height)],
    ['property', 'og:image:alt', `Today's blurred NFT, round #${round.number}`],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', DESCRIPTION],
    ['name', 'twitter:image', image],
  ];
  return properties
    .map(([attribute, key, content]) => `<meta ${attribute}="${key}" content="${escapeAttribute(content)}" />`)
    .join('\n    ');
}

/**
 * The web app's index.html with the day's share tags before </head>, rebuilt once per
 * round. Without a round to show (no NFT to play yet), the page goes out as built.
 */
export function withShareTags({ deps }: { deps: AppDeps }): (builtHtml: string) => Promise<string> {
  return oncePerRound({
    deps,
    render: async (builtHtml, round) => {
      const number = await roundNumberOf(deps.database, round.day);
      const tags = shareTags(deps.settings.publicUrl, { id: round.id, number });
      return builtHtml.replace('</head>', () => `  ${tags}\n  </head>`);
    },
  });
}
