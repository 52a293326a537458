import { users } from '@app/db/schema/users';
import { eq } from '@app/db/orm';
import type { GroupBoard } from '@app/shared/schemas/groups';
import { encodeGroupId, groupOfStartParam } from '@app/shared/rules/group-id';
import { utcDay, weekOf } from '@app/shared/rules/time';
import { DAY_MS } from '@app/shared/constants';
import type { Ctx } from '../../context';
import { AppError, unauthorized } from '../../errors';
import { confirmMember, dropMember, groupById, membershipOf, type Group } from './store';
import { dayResults, weekTotals } from './results';

/** A confirmation is trusted this long; after that, Telegram is asked again before the board is shown. */
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

const NOT_LAUNCHED_HERE = 'Open the game from the group’s /play button to join its board';
/** The same words for a group the bot does not know: a player can act on them in both cases. */
const NOT_A_MEMBER =
  'Only members of the group see its board. Add the bot to the group if it is not there, then open the game from /play.';

/** Telegram's word, now, that the user is in the group. */
async function telegramSaysMember(ctx: Ctx, chatId: string, telegramId: string): Promise<boolean> {
  if (!ctx.groupChats)
    throw new AppError('UPSTREAM_UNAVAILABLE', 'The Telegram bot is off: group boards are unavailable');
  return ctx.groupChats.isMember(chatId, telegramId).catch((error: unknown) => {
    ctx.logger.warn({ err: error }, 'group membership check failed');
    throw new AppError('UPSTREAM_UNAVAILABLE', 'Could not ask Telegram about the group; please try again');
  });
}

/**
 * The group, when the caller counts for it: confirmed within a day, else confirmed by
 * Telegram now, for a member confirmed before or a player opening the game from the group
 * (the signed start parameter names it); a member Telegram no longer counts is dropped.
 * A group the bot does not know gets the refusals a known one gives a non-member, after
 * the same question to Telegram: nobody learns which groups the bot is in.
 */
async function ensureMember(ctx: Ctx, chatId: string, telegramId: string, group: Group | undefined): Promise<Group> {
  const member = await membershipOf(ctx.database, chatId, telegramId);
  if (group && member && ctx.now.getTime() - member.confirmedAt.getTime() < CONFIRMATION_TTL_MS) return group;
  const launchedHere = groupOfStartParam(ctx.session?.startParam) === chatId;
  if (!member && !launchedHere) throw new AppError('FORBIDDEN', NOT_LAUNCHED_HERE);
  const isMember = await telegramSaysMember(ctx, chatId, telegramId);
  if (!isMember || !group) {
    if (member) await dropMember(ctx.database, chatId, telegramId);
    throw new AppError('FORBIDDEN', NOT_A_MEMBER);
  }
  await confirmMember(ctx.database, chatId, telegramId, ctx.now);
  return group;
}

/** GET /api/groups/:groupId/board: today's results of the group's members (spoiler-free) and the week's totals. */
export async function getGroupBoard({ ctx, input: chatId }: { ctx: Ctx; input: string }): Promise<GroupBoard> {
  const telegramId = await callerTelegramId(ctx);
  if (!telegramId) throw new AppError('FORBIDDEN', 'Open the game from Telegram to see a group’s board');
  const group = await ensureMember(ctx, chatId, telegramId, await groupById(ctx.database, chatId));
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
