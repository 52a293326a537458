import type { BotServices } from '@app/bot/services';
import { shortenAddress } from '@app/shared/rules/address';
import { ANONYMOUS_PLAYER } from '@app/shared/rules/names';
import { contextFor, type AppDeps } from '../context';
import { playerRoundState } from '../features/game/player-state';
import { ensureCurrentRound } from '../features/game/rounds';
import { getLeaderboard } from '../features/leaderboard/service';
import { getPointsStanding } from '../features/points/service';
import { noteChatStarted, setReminderFromBot } from '../features/reminders/chat';
import { getStreak } from '../features/streaks/service';
import { findTelegramUser, noteTelegramLanguage } from '../identity/telegram/store';
import { botAdminServices } from './admin-commands';
import { groupBotServices } from './groups';

/** The game as the bot sees it: the same services as the API, by Telegram id. */
export function botServices({ deps }: { deps: AppDeps }): BotServices {
  return {
    holderMin: deps.settings.holderMin,
    async today(telegramId) {
      const ctx = contextFor(deps);
      const round = await ensureCurrentRound({ ctx });
      const user = await findTelegramUser(deps.database, telegramId);
      const state = user?.walletAddress ? await playerRoundState(deps.database, user.id, round.id) : null;
      return {
        nextRoundAt: round.endDate,
        linked: !!user?.walletAddress,
        played: (state?.attemptsUsed ?? 0) > 0,
        won: state?.hasWon ?? false,
        attemptsUsed: state?.attemptsUsed ?? 0,
      };
    },
    async weeklyTop(limit) {
      return (await getLeaderboard({ ctx: contextFor(deps), input: { limit } })).map((entry) => ({
        rank: entry.rank,
        name: entry.username === ANONYMOUS_PLAYER ? shortenAddress(entry.walletAddress) : entry.username,
        points: entry.points,
      }));
    },
    async points(telegramId) {
      const user = await findTelegramUser(deps.database, telegramId);
      if (!user?.walletAddress) return null;
      const ctx = contextFor(deps);
      const standing = await getPointsStanding({ ctx, input: user.id });
      const streak = await getStreak({ ctx, input: user.id });
      return { points: standing?.points ?? 0, rank: standing?.rank ?? null, streak };
    },
    setReminder: (telegramId, change) => setReminderFromBot({ ctx: contextFor(deps), input: { telegramId, change } }),
    playerLanguage: (telegramId, telegramLanguage) => noteTelegramLanguage(deps.database, telegramId, telegramLanguage),
    chatStarted: (telegramId) => noteChatStarted({ ctx: contextFor(deps), input: telegramId }),
    groups: groupBotServices({ deps }),
    admin: botAdminServices({ deps }),
  };
}
