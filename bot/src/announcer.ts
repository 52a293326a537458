import type { Api, Bot, InlineKeyboard } from 'grammy';
import type {
  Announcer,
  RaffleDrawn,
  RafflePaid,
  RaffleUnpaid,
  RankedName,
  WeeklyResults,
} from '@app/shared/announcements';
import { formatXrp } from '@app/shared/rules/raffle';
import { shortenAddress } from '@app/shared/rules/address';
import { rankedLines } from './format';
import { insightsDigestText, insightsKeyboard } from './insights-digest';
import { linkPlayKeyboard } from './keyboards/play';
import { consoleLogger, type BotLogger } from './logger';
import type { BotConfig } from './services';

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

const board = (entries: RankedName[]) =>
  entries.length === 0 ? 'No scores.' : rankedLines(entries.slice(0, BOARD_SIZE));

function winnerLine(winner: { name: string; walletAddress: string }, index: number): string {
  const wallet = shortenAddress(winner.walletAddress);
  return winner.name === winner.walletAddress || winner.name === wallet
    ? `${index + 1}. ${wallet}`
    : `${index + 1}. ${winner.name} (${wallet})`;
}

const withinLimit = (text: string) => (text.length > MESSAGE_LIMIT ? `${text.slice(0, MESSAGE_LIMIT - 1)}…` : text);

/** The weekly post: both boards; the raffle follows once drawn. */
function weeklyResultsText(results: WeeklyResults): string {
  return withinLimit(
    [
      `Weekly results: ${results.weekStart} to ${results.weekEnd}`,
      '',
      'Top players',
      board(results.top),
      '',
      '$BWIF holders',
      board(results.holdersTop),
      '',
      'The raffle is drawn from the first XRPL ledger closed after the period ends.',
    ].join('\n'),
  );
}

/** The draw's post: the winners and their prizes, and the ledger anyone can re-run it with. */
function raffleDrawnText(draw: RaffleDrawn): string {
  const winners = draw.winners.length
    ? draw.winners.map((winner, index) => `${winnerLine(winner, index)}: ${formatXrp(winner.prizeDrops)}`).join('\n')
    : 'No eligible holders this period.';
  return withinLimit(
    [
      `Raffle ${draw.weekStart} to ${draw.weekEnd} (period ${draw.periodId})`,
      winners,
      '',
      `${draw.entrants} entrants. Ledger ${draw.ledgerIndex}, hash ${draw.ledgerHash}${draw.standIn ? ' (offline stand-in)' : ''}`,
      'Prizes are paid in XRP within 48 hours.',
    ].join('\n'),
  );
}

function rafflePaidText(payment: RafflePaid): string {
  const wallet = shortenAddress(payment.walletAddress);
  const who =
    payment.name === payment.walletAddress || payment.name === wallet ? wallet : `${payment.name} (${wallet})`;
  return `Raffle prize paid: ${formatXrp(payment.prizeDrops)} to ${who} for ${payment.weekStart} to ${payment.weekEnd}.\n${payment.explorerUrl}`;
}

function raffleUnpaidText(reminder: RaffleUnpaid): string {
  const lines = reminder.unpaid.map((winner, index) => `${winnerLine(winner, index)}: ${formatXrp(winner.prizeDrops)}`);
  return withinLimit(
    [
      `Raffle ${reminder.weekStart} to ${reminder.weekEnd} (period ${reminder.periodId}): not all winners are paid 48 hours after the draw.`,
      ...lines,
      'Pay them from the admin page.',
    ].join('\n'),
  );
}

/** The post for a new round. */
function newChallengeText(roundNumber: number, throwback: boolean): string {
  return `Challenge #${roundNumber} is live${throwback ? ': Throwback Thursday edition' : ''}! Can you name today's NFT?`;
}

/**
 * Posts to config.announceChatId with a URL Play button (channels refuse web_app ones);
 * without a chat it does nothing. A failed post is logged, never thrown.
 */
export function createAnnouncer(target: Bot | Api, config: BotConfig, logger: BotLogger = consoleLogger): Announcer {
  const api: Api = 'api' in target ? target.api : target;
  const chatId = config.announceChatId;
  const tellAdmins = async (kind: string, text: string, keyboard?: InlineKeyboard) => {
    for (const adminId of config.adminIds ?? []) {
      try {
        await api.sendMessage(adminId, text, keyboard && { reply_markup: keyboard });
      } catch (error) {
        logger.error({ kind, chatId: adminId, err: error }, 'announcement failed');
      }
    }
  };
  const toAdmins: Pick<Announcer, 'raffleUnpaid' | 'insightsDigest'> = {
    raffleUnpaid: (reminder) => tellAdmins('raffle unpaid', raffleUnpaidText(reminder)),
    insightsDigest: (digest) => tellAdmins('insights digest', insightsDigestText(digest), insightsKeyboard(config)),
  };
  if (!chatId) return { ...noopAnnouncer, ...toAdmins };
  const post = async (kind: string, text: string) => {
    try {
      await api.sendMessage(chatId, text, { reply_markup: linkPlayKeyboard(config, 'Play now') });
    } catch (error) {
      logger.error({ kind, chatId, err: error }, 'announcement failed');
    }
  };
  return {
    weeklyResults: (results) => post('weekly results', weeklyResultsText(results)),
    newChallenge: (roundNumber, throwback) => post('new challenge', newChallengeText(roundNumber, throwback)),
    raffleDrawn: (draw) => post('raffle drawn', raffleDrawnText(draw)),
    rafflePaid: (payment) => post('raffle paid', rafflePaidText(payment)),
    ...toAdmins,
    announcement: (text) => post('announcement', text),
  };
}
