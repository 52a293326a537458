import type { BotAdminServices, MaintenanceNotice as BotMaintenanceNotice } from '@app/bot/services';
import { MINUTE_MS } from '@app/shared/constants';
import { formatUtcDay } from '@app/shared/rules/time';
import { AnnouncementInput, MaintenanceNotice } from '@app/shared/schemas/announcement';
import type { z } from 'zod';
import { contextFor, type AppDeps, type Ctx } from '../context';
import { AppError } from '../errors';
import { backupAll } from '../features/admin/backups';
import { getMaintenance } from '../features/maintenance/service';
import { switchMaintenance, updateMaintenanceNotice } from '../features/maintenance/switch';
import { createAnnouncement, endAnnouncement, listAnnouncements } from '../features/announcements/admin';
import { getTodayStats } from '../features/game/today-stats';
import { forceArchive } from '../features/weekly/force';

const REFUSAL = 'Sorry, only admins can do that.';

/** Runs an admin action for a Telegram id listed in TELEGRAM_ADMIN_IDS; refuses everyone else. */
async function asAdmin(
  deps: AppDeps,
  telegramId: string,
  action: (ctx: Ctx) => Promise<string> | string,
): Promise<string> {
  if (!deps.settings.telegram.adminIds.includes(telegramId)) return REFUSAL;
  try {
    return await action(contextFor(deps, { auditActor: `telegram:${telegramId}` }));
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

/** Today's players, guesses, wins and the win rate by attempt (in English, as every admin command answers). */
async function todayStats(ctx: Ctx): Promise<string> {
  const { day, players, byAttempt } = await getTodayStats({ ctx });
  const total = byAttempt.reduce((sum, row) => sum + row.guesses, 0);
  const wins = byAttempt.reduce((sum, row) => sum + row.wins, 0);
  const lines = byAttempt.map(
    (row) => `attempt ${row.attempt}: ${row.wins}/${row.guesses} (${Math.round((100 * row.wins) / row.guesses)}%)`,
  );
  return [`Today (${formatUtcDay(day, 'en')}): ${players} players, ${total} guesses, ${wins} wins.`, ...lines].join(
    '\n',
  );
}

/** The bot's admin commands: the admin page's services, for the Telegram ids of TELEGRAM_ADMIN_IDS. */
export function botAdminServices({ deps }: { deps: AppDeps }): BotAdminServices {
  return {
    setMaintenance: (id, on, notice) =>
      asAdmin(deps, id, async (ctx) => {
        if (!on) {
          await switchMaintenance({ ctx, input: { on } });
          return 'Maintenance mode is off.';
        }
        const shown = maintenanceNotice(ctx, notice);
        if (shown && (await getMaintenance({ ctx })).maintenance) {
          await updateMaintenanceNotice({ ctx, input: shown });
          return 'Maintenance mode stays on. Players now see your new message and expected end.';
        }
        await switchMaintenance({ ctx, input: { on, notice: shown } });
        return `Maintenance mode is on.${shown ? ' Players see your message and the expected end.' : ''}`;
      }),
    announce: (id, { text, minutes, toChannel }) =>
      asAdmin(deps, id, async (ctx) => {
        const endsAt = minutes === null ? null : new Date(ctx.now.getTime() + minutes * MINUTE_MS).toISOString();
        await createAnnouncement({ ctx, input: checked(AnnouncementInput, { text, endsAt, toChannel }) });
        const until = endsAt ? ` It shows until ${endsAt.slice(0, 16).replace('T', ' ')} UTC.` : '';
        const channel = toChannel ? ' It is posted to the announcement channel too.' : '';
        return `Announcement posted: players see it on the site and in the Mini App, and the bot sends it to those who allow its messages.${until}${channel}`;
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
  };
}
