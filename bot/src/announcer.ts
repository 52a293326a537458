import type { Api, InlineKeyboard } from 'grammy';
import type {
  NewChallenge,
  Announcer,
  RaffleDrawn,
  RafflePaid,
  RaffleUnpaid,
  RankedName,
  WeeklyResults,
} from '@app/shared/announcements';
import { formatXrp } from '@app/shared/rules/raffle';
import { shortenAddress } from '@app/shared/rules/address';
import { WEB_ROUTES } from '@app/shared/web-routes';
import { periodDays, rankedLines } from './format';
import { chooseLanguage, type Language } from '@app/shared/i18n/languages';
import { translatorOf, type Translate } from './i18n';
import { insightsDigestText, insightsKeyboard } from './insights-digest';
import { linkPlayKeyboard } from './keyboards/play';
import { consoleLogger, type BotLogger } from './logger';
import type { BotConfig, BotServices } from './services';

/** The announcer for when the bot is off. */
export const noopAnnouncer: Announcer = {
  weeklyResults: async () => {},
  newChallenge: async () => {},
  raffleDrawn: async () => {},
  rafflePaid: async () => {},
  raffleUnpaid: async () => {},
  insightsDigest: async () => {},
  announcement: async () => {},
};

const MESSAGE_LIMIT = 4096;
const BOARD_SIZE = 10;

const board = (t: Translate, entries: RankedName[]) =>
  entries.length === 0 ? t('channel.noScores') : rankedLines(t, entries.slice(0, BOARD_SIZE));

function winnerLine(winner: { name: string; walletAddress: string }, index: number): string {
  const wallet = shortenAddress(winner.walletAddress);
  return winner.name === winner.walletAddress || winner.name === wallet
    ? `${index + 1}. ${wallet}`
    : `${index + 1}. ${winner.name} (${wallet})`;
}

const withinLimit = (text: string) => (text.length > MESSAGE_LIMIT ? `${text.slice(0, MESSAGE_LIMIT - 1)}…` : text);

/** A post's reader: the channel's language and its translator. */
interface Reader {
  language: Language;
  t: Translate;
}

/** The weekly post: both boards; the raffle follows once drawn. */
function weeklyResultsText({ language, t }: Reader, results: WeeklyResults): string {
  return withinLimit(
    [
      t('channel.weeklyTitle', periodDays(language, results)),
      '',
      t('channel.topPlayers'),
      board(t, results.top),
      '',
      t('channel.holders'),
      board(t, results.holdersTop),
      '',
      t('channel.raffleNext'),
    ].join('\n'),
  );
}

/** The draw's post: the winners and their prizes, and the ledger anyone can re-run it with. */
function raffleDrawnText({ language, t }: Reader, draw: RaffleDrawn): string {
  const winners = draw.winners.length
    ? draw.winners.map((winner, index) => `${winnerLine(winner, index)}: ${formatXrp(winner.prizeDrops)}`).join('\n')
    : t('channel.noHolders');
  const ledger = { entrants: draw.entrants, ledger: draw.ledgerIndex, hash: draw.ledgerHash };
  return withinLimit(
    [
      t('channel.raffleTitle', { ...periodDays(language, draw), period: draw.periodId }),
      winners,
      '',
      t(draw.standIn ? 'channel.ledgerStandIn' : 'channel.ledger', ledger),
      t('channel.prizesPaid'),
    ].join('\n'),
  );
}

function rafflePaidText({ language, t }: Reader, payment: RafflePaid): string {
  const wallet = shortenAddress(payment.walletAddress);
  const winner =
    payment.name === payment.walletAddress || payment.name === wallet ? wallet : `${payment.name} (${wallet})`;
  const paid = { prize: formatXrp(payment.prizeDrops), winner, ...periodDays(language, payment) };
  return `${t('channel.rafflePaid', paid)}\n${payment.explorerUrl}`;
}

/** The admins' reminder: in English, like the other messages only the operators read; its days as `language` writes dates. */
function raffleUnpaidText(reminder: RaffleUnpaid, language: Language): string {
  const { start, end } = periodDays(language, reminder);
  const lines = reminder.unpaid.map((winner, index) => `${winnerLine(winner, index)}: ${formatXrp(winner.prizeDrops)}`);
  return withinLimit(
    [
      `Raffle ${start} to ${end} (period ${reminder.periodId}): not all winners are paid 48 hours after the draw.`,
      ...lines,
      'Pay them from the admin page.',
    ].join('\n'),
  );
}

/** "Challenge #N is live!", and the day's commitment with the way to check it. */
function newChallengeText(
  { t }: Reader,
  config: BotConfig,
  { roundNumber, throwback, commitment }: NewChallenge,
): string {
  const live = t(throwback ? 'channel.newThrowback' : 'channel.newChallenge', { round: roundNumber });
  if (!commitment) return live;
  return `${live}\n\n${t('channel.commitment', { commitment, url: `${config.publicUrl}${WEB_ROUTES.fairness}` })}`;
}

/**
 * Posts to config.announceChatId, in config.announceLanguage (a channel has no language of
 * its own), with a URL Play button (channels refuse web_app ones); without a chat it does nothing. A failed post is logged, never thrown.
 * What goes to the admins writes its dates in each admin's saved language, when `playerLanguages` knows it, else English.
 */
export function createAnnouncer(
  target: { api: Api } | Api,
  config: BotConfig,
  logger: BotLogger = consoleLogger,
  playerLanguages?: Pick<BotServices, 'playerLanguage'>,
): Announcer {
  const api: Api = 'api' in target ? target.api : target;
  const chatId = config.announceChatId;
  const adminLanguage = async (adminId: string) => {
    // A failed look-up costs the admin the date format of their language, not the message.
    const saved = await playerLanguages?.playerLanguage(adminId, undefined).catch(() => null);
    return chooseLanguage({ saved: saved ?? undefined });
  };
  const tellAdmins = async (kind: string, text: (language: Language) => string, keyboard?: InlineKeyboard) => {
    for (const adminId of config.adminIds ?? []) {
      try {
        await api.sendMessage(adminId, text(await adminLanguage(adminId)), keyboard && { reply_markup: keyboard });
      } catch (error) {
        logger.error({ kind, chatId: adminId, err: error }, 'announcement failed');
      }
    }
  };
  const toAdmins: Pick<Announcer, 'raffleUnpaid' | 'insightsDigest'> = {
    raffleUnpaid: (reminder) => tellAdmins('raffle unpaid', (language) => raffleUnpaidText(reminder, language)),
    insightsDigest: (digest) =>
      tellAdmins('insights digest', (language) => insightsDigestText(digest, language), insightsKeyboard(config)),
  };
  if (!chatId) return { ...noopAnnouncer, ...toAdmins };
  const language = config.announceLanguage ?? 'en';
  const t = translatorOf(language);
  const reader: Reader = { language, t };
  const post = async (kind: string, text: string) => {
    try {
      await api.sendMessage(chatId, text, { reply_markup: linkPlayKeyboard(t('button.playNow'), config) });
    } catch (error) {
      logger.error({ kind, chatId, err: error }, 'announcement failed');
    }
  };
  return {
    weeklyResults: (results) => post('weekly results', weeklyResultsText(reader, results)),
    newChallenge: (challenge) => post('new challenge', newChallengeText(reader, config, challenge)),
    raffleDrawn: (draw) => post('raffle drawn', raffleDrawnText(reader, draw)),
    rafflePaid: (payment) => post('raffle paid', rafflePaidText(reader, payment)),
    ...toAdmins,
    announcement: (text) => post('announcement', text),
  };
}
