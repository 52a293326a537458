import { users } from '@app/db/schema/users';
import { eq } from '@app/db/orm';
import type { GroupBoard } from '@app/shared/schemas/groups';
import { encodeGroupId, groupOfStartParam } from '@app/shared/rules/group-id';
import { utcDay, weekOf } from '@app/shared/rules/time';
import { DAY_MS } from '@app/shared/constants';
import type { Ctx } from '../../context';
import { AppError, unauthorized } from '../../errors';
import { confirmMember, dropMember, groupById, membershipOf } from './store';
import { dayResults, weekTotals } from './results';

/** A confirmation is trusted this long; a player opening the game from the group after that is checked again. */
const CONFIRMATION_TTL_MS = DAY_MS;
const BOARD_SIZE = 100;
const WEEK_SIZE = 20;

/** The Telegram id of the caller: their launch data's, else the one linked to their player. */
async function callerTelegramId(ctx: Ctx): Promise<string | null> {
  const { session } = ctx;
  if (!session?.userId) throw unauthorized();
  if (session.telegramId) return session.telegramId;
  const [user] = await ctx.database
    .select({ telegramId: users.telegramId })
    .from(users)
    .where(eq(users.id, session.userId));
  return user?.telegramId ?? null;
}

/**
 * Whether the caller counts for the group: confirmed before, or opening the game from it
 * now (the signed start parameter names it) and the bot confirms with Telegram that they
 * are a member. A stale confirmation is checked again on such a launch.
 */
async function ensureMember(ctx: Ctx, chatId: string, telegramId: string): Promise<void> {
  const member = await membershipOf(ctx.database, chatId, telegramId);
  const launchedHere = groupOfStartParam(ctx.session?.startParam) === chatId;
  const fresh = member && ctx.now.getTime() - member.confirmedAt.getTime() < CONFIRMATION_TTL_MS;
  if (member && (fresh || !launchedHere)) return;
  if (!launchedHere) throw new AppError('FORBIDDEN', 'Open the game from the group’s /play button to join its board');
  if (!ctx.groupChats)
    throw new AppError('UPSTREAM_UNAVAILABLE', 'The Telegram bot is off: group boards are unavailable');
  const isMember = await ctx.groupChats.isMember(chatId, telegramId).catch((error: unknown) => {
    ctx.logger.warn({ err: error }, 'group membership check failed');
    throw new AppError('UPSTREAM_UNAVAILABLE', 'Could not ask Telegram about the group; please try again');
  });
  if (!isMember) {
    if (member) await dropMember(ctx.database, chatId, telegramId);
    throw new AppError('FORBIDDEN', 'Only members of the group see its board');
  }
  await confirmMember(ctx.database, chatId, telegramId, ctx.now);
}

/** GET /api/groups/:groupId/board: today's results of the group's members (spoiler-free) and the week's totals. */
export async function getGroupBoard({ ctx, input: chatId }: { ctx: Ctx; input: string }): Promise<GroupBoard> {
  const telegramId = await callerTelegramId(ctx);
  const group = await groupById(ctx.database, chatId);
  if (!group) throw new AppError('NOT_FOUND', 'The bot does not know that group');
  if (!telegramId) throw new AppError('FORBIDDEN', 'Open the game from Telegram to see a group’s board');
  await ensureMember(ctx, chatId, telegramId);
  const day = utcDay(ctx.now);
  const today = await dayResults(ctx.database, chatId, day);
  const week = await weekTotals(ctx.database, chatId, utcDay(weekOf(ctx.now).start), day);
  return {
    group: { id: encodeGroupId(chatId), title: group.title },
    day,
    members: today.length,
    today: today.slice(0, BOARD_SIZE).map(({ telegramId: id, ...result }) => ({ ...result, you: id === telegramId })),
    week: week.slice(0, WEEK_SIZE).map(({ telegramId: id, ...total }) => ({ ...total, you: id === telegramId })),
  };
}
