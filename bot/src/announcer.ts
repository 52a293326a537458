import type { Api } from 'grammy';
import { channelPlayKeyboard } from './keyboards/play';
import type { BotConfig, BotLogger, RankedName, WeeklyResults } from './services';

export interface Announcer {
  weeklyResults(results: WeeklyResults): Promise<void>;
  newChallenge(roundNumber: number, throwback: boolean): Promise<void>;
}

const places = (entries: RankedName[]) =>
  entries.length === 0 ? 'No scores.' : entries.map((entry) => `${entry.rank}. ${entry.name}: ${entry.points} pts`).join('\n');

export function weeklyResultsText(results: WeeklyResults): string {
  const winners = results.raffle?.winners.length
    ? results.raffle.winners.map((winner, index) => `${index + 1}. ${winner.name}`).join('\n')
    : 'No eligible holders this week.';
  return [
    `Weekly results: ${results.weekStart} to ${results.weekEnd}`,
    '',
    'Top players',
    places(results.top),
    '',
    '$BWIF holders',
    places(results.holdersTop),
    '',
    'Raffle winners (XRP prizes, paid within 48 hours)',
    winners,
    results.raffle ? `Draw seed: ${results.raffle.seed}` : '',
  ].join('\n').trim();
}

/** Posts to the announcement chat; without one configured it does nothing. */
export function createAnnouncer(api: Api, config: BotConfig, logger: BotLogger): Announcer {
  const post = async (text: string) => {
    if (!config.announceChatId) return;
    try {
      await api.sendMessage(config.announceChatId, text, { reply_markup: channelPlayKeyboard(config) });
    } catch (error) {
      logger.warn({ err: error }, 'announcement failed');
    }
  };
  return {
    weeklyResults: (results) => post(weeklyResultsText(results)),
    newChallenge: (roundNumber, throwback) =>
      post(`Challenge #${roundNumber} is live${throwback ? ': Throwback Thursday edition' : ''}! Can you name today's NFT?`),
  };
}
