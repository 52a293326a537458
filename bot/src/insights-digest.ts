import { InlineKeyboard } from 'grammy';
import type { Language } from '@app/shared/i18n/languages';
import { formatUtcDay } from '@app/shared/rules/time';
import type { InsightsDigest } from '@app/shared/schemas/insights';
import { WEB_ROUTES } from '@app/shared/web-routes';
import { periodDays } from './format';
import type { BotConfig } from './services';

const share = (count: number, of: number) => (of > 0 ? ` (${Math.round((100 * count) / of)}%)` : '');

/** The weekly digest's text: players, D7, the hardest round, ads and invites; in English, its days as `language` writes dates. */
export function insightsDigestText(digest: InsightsDigest, language: Language): string {
  const { cohort, hardest } = digest;
  const { start, end } = periodDays(language, digest);
  return [
    `Insights for ${start} to ${end}`,
    `Players: ${digest.players} (${digest.newPlayers} new)`,
    `D7 of the new players of ${formatUtcDay(cohort.day, language)}: ${cohort.d7} of ${cohort.players}${share(cohort.d7, cohort.players)}`,
    hardest
      ? `Hardest round: ${hardest.name} #${hardest.nftId} on ${formatUtcDay(hardest.day, language)}, ${hardest.wins} of ${hardest.players} won${share(hardest.wins, hardest.players)}`
      : 'Hardest round: nobody played.',
    `Ads rewarded: ${digest.adsRewarded}`,
    `Invites: ${digest.invitesAttributed} attributed, ${digest.invitesRewarded} rewarded`,
  ].join('\n');
}

/** The button under the digest: the web admin's Insights page. */
export const insightsKeyboard = (config: BotConfig) =>
  new InlineKeyboard().url('Open Insights', new URL(WEB_ROUTES.insights, config.publicUrl).href);
