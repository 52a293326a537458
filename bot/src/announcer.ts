import type { Api, Bot } from 'grammy';
import type { Announcer, RankedName, WeeklyResults } from '@app/shared/announcements';
import { shortenAddress } from '@app/shared/rules/address';
import { rankedLines } from './format';
import { linkPlayKeyboard } from './keyboards/play';
import { consoleLogger, type BotLogger } from './logger';
import type { BotConfig } from './services';

/** The announcer for when the bot is off. */
export const noopAnnouncer: Announcer = {
  weeklyResults: async () => {},
  newChallenge: async () => {},
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

/** The weekly post: both boards, the raffle winners and the draw's seed. */
export function weeklyResultsText(results: WeeklyResults): string {
  const winners = results.raffle?.winners.length
    ? results.raffle.winners.map(winnerLine).join('\n')
    : 'No eligible holders this week.';
  const text = [
    `Weekly results: ${results.weekStart} to ${results.weekEnd}`,
    '',
    'Top players',
    board(results.top),
    '',
    '$BWIF holders',
    board(results.holdersTop),
    '',
    'Raffle winners (XRP prizes, paid within 48 hours)',
    winners,
    results.raffle ? `Draw seed: ${results.raffle.seed}` : '',
  ]
    .join('\n')
    .trim();
  return text.length > MESSAGE_LIMIT ? `${text.slice(0, MESSAGE_LIMIT - 1)}…` : text;
}

/** The post for a new round. */
export function newChallengeText(roundNumber: number, throwback: boolean): string {
  return `Challenge #${roundNumber} is live${throwback ? ': Throwback Thursday edition' : ''}! Can you name today's NFT?`;
}

/**
 * Posts to config.announceChatId with a URL Play button (channels refuse web_app ones);
 * without a chat it does nothing. A failed post is logged, never thrown.
 */
export function createAnnouncer(target: Bot | Api, config: BotConfig, logger: BotLogger = consoleLogger): Announcer {
  const api: Api = 'api' in target ? target.api : target;
  const chatId = config.announceChatId;
  if (!chatId) return noopAnnouncer;
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
  };
}
