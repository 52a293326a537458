import { bwifPointsLeaderboard } from '@app/db/schema/leaderboards';
import { users } from '@app/db/schema/users';
import { count, eq, gt, sql } from '@app/db/orm';
import type { BotServices, MaintenanceNotice as BotMaintenanceNotice } from '@app/bot/services';
import { MINUTE_MS } from '@app/shared/constants';
import { AnnouncementInput, MaintenanceNotice } from '@app/shared/schemas/announcement';
import type { z } from 'zod';
import { shortenAddress } from '@app/shared/rules/address';
import { ANONYMOUS_PLAYER } from '@app/shared/rules/names';
import type { AppDeps, Ctx } from '../../context';
import { AppError } from '../../errors';
import { backupAll } from '../admin/backups';
import { switchMaintenance } from '../admin/maintenance';
import { createAnnouncement, endAnnouncement, listAnnouncements } from '../announcements/admin';
import { playerRoundState } from '../game/player-state';
import { ensureCurrentRound } from '../game/rounds';
import { getLeaderboard } from '../leaderboard/service';
import { getStreak } from '../streaks/service';
import { noteChatStarted, setReminderFromBot } from '../reminders/chat';
import { forceArchive } from '../weekly/force';
import { groupBotServices } from '../groups/bot-services';

const REFUSAL = 'Sorry, only admins can do that.';

/** A service context for the bot: no session; the audit log names the Telegram admin. */
function botCtx(deps: AppDeps, telegramId?: string): Ctx {
  return {
    ...deps,
    now: deps.clock.now(),
    session: null,
    walletHeader: null,
    auditActor: telegramId && `telegram:${telegramId}`,
  };
}

async function userByTelegram(deps: AppDeps, telegramId: string) {
  const [user] = await deps.database.select().from(users).where(eq(users.telegramId, telegramId));
  return user;
}

/** Runs an admin action for a Telegram id listed in TELEGRAM_ADMIN_IDS; refuses everyone else. */
async function asAdmin(
  deps: AppDeps,
  telegramId: string,
  action: (ctx: Ctx) => Promise<string> | string,
): Promise<string> {
  if (!deps.settings.telegram.adminIds.includes(telegramId)) return REFUSAL;
  try {
    return await action(botCtx(deps, telegramId));
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
}

/** What an admin sent, checked as the admin page's is; a refusal is answered with its message. */
function checked<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data);
  if (!result.success) throw new AppError('BAD_REQUEST', result.error.issues[0]!.message);
  return result.data;
}

/** The notice /maintenance on gives, as the admin page's form would send it. */
function maintenanceNotice(ctx: Ctx, notice: BotMaintenanceNotice | undefined) {
  if (!notice) return undefined;
  const until = notice.minutes === null ? null : new Date(ctx.now.getTime() + notice.minutes * MINUTE_MS).toISOString();
  return checked(MaintenanceNotice, { message: notice.message, until });
}

/** Today's players, guesses, wins and the win rate by attempt. */
async function todayStats(ctx: Ctx): Promise<string> {
  const round = await ensureCurrentRound({ ctx });
  const rows = await ctx.database.rows<{ attempt: number; guesses: number; wins: number; players: number }>(sql`
    SELECT attempt_number AS attempt, COUNT(*) AS guesses, SUM(CASE WHEN correct THEN 1 ELSE 0 END) AS wins,
      COUNT(DISTINCT user_id) AS players
    FROM guesses WHERE round_id = ${round.id} GROUP BY attempt_number ORDER BY attempt_number`);
  const players = Number(rows[0]?.players ?? 0);
  const total = rows.reduce((sum, row) => sum + Number(row.guesses), 0);
  const wins = rows.reduce((sum, row) => sum + Number(row.wins), 0);
  const byAttempt = rows.map(
    (row) => `attempt ${row.attempt}: ${row.wins}/${row.guesses} (${Math.round((100 * row.wins) / row.guesses)}%)`,
  );
  return [`Today (${round.day}): ${players} players, ${total} guesses, ${wins} wins.`, ...byAttempt].join('\n');
}

/** The game as the bot sees it: the same services as the API, by Telegram id. */
export function botServices({ deps }: { deps: AppDeps }): BotServices {
  return {
    holderMin: deps.settings.holderMin,
    async today(telegramId) {
      const ctx = botCtx(deps);
      const round = await ensureCurrentRound({ ctx });
      const user = await userByTelegram(deps, telegramId);
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
      return (await getLeaderboard({ ctx: botCtx(deps), input: { limit } })).map((entry) => ({
        rank: entry.rank,
        name: entry.username === ANONYMOUS_PLAYER ? shortenAddress(entry.walletAddress) : entry.username,
        points: entry.points,
      }));
    },
    async points(telegramId) {
      const user = await userByTelegram(deps, telegramId);
      if (!user?.walletAddress) return null;
      const [row] = await deps.database
        .select()
        .from(bwifPointsLeaderboard)
        .where(eq(bwifPointsLeaderboard.userId, user.id));
      const streak = await getStreak({ ctx: botCtx(deps), input: user.id });
      if (!row) return { points: 0, rank: null, streak };
      const [ahead] = await deps.database
        .select({ ahead: count() })
        .from(bwifPointsLeaderboard)
        .where(gt(bwifPointsLeaderboard.points, row.points));
      return { points: row.points, rank: (ahead?.ahead ?? 0) + 1, streak };
    },
    setReminder: (telegramId, change) => setReminderFromBot({ ctx: botCtx(deps), input: { telegramId, change } }),
    chatStarted: (telegramId) => noteChatStarted({ ctx: botCtx(deps), input: telegramId }),
    groups: groupBotServices({ deps }),
    admin: {
      setMaintenance: (id, on, notice) =>
        asAdmin(deps, id, async (ctx) => {
          if (!on) await switchMaintenance({ ctx, input: { on } });
          else await switchMaintenance({ ctx, input: { on, notice: maintenanceNotice(ctx, notice) } });
          return `Maintenance mode is ${on ? 'on' : 'off'}.${on && notice ? ' Players see your message and the expected end.' : ''}`;
        }),
      announce: (id, text) =>
        asAdmin(deps, id, async (ctx) => {
          await createAnnouncement({ ctx, input: checked(AnnouncementInput, { text }) });
          return 'Announcement posted: players see it on the site and in the Mini App, and the bot sends it to those who allow its messages.';
        }),
      endAnnouncement: (id) =>
        asAdmin(deps, id, async (ctx) => {
          const current = (await listAnnouncements({ ctx })).find((announcement) => announcement.current);
          if (!current) return 'No announcement is showing.';
          await endAnnouncement({ ctx, input: current.id });
          return 'Announcement ended.';
        }),
      archiveWeek: (id) => asAdmin(deps, id, async (ctx) => (await forceArchive({ ctx })).message),
      backup: (id) =>
        asAdmin(deps, id, async (ctx) => {
          const { leaderboard: regular, bwifLeaderboard: holders, database } = await backupAll({ ctx });
          return `Backed up: ${regular.filename} (${regular.entries}), ${holders.filename} (${holders.entries}), ${database.filename}.`;
        }),
      stats: (id) => asAdmin(deps, id, todayStats),
    },
  };
}
