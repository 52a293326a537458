import { users } from '@app/db/schema/users';
import { eq } from '@app/db/orm';
import { chooseLanguage, type Language } from '@app/shared/i18n/languages';
import type { PreparedShareResult } from '@app/shared/schemas/telegram';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { ensureCurrentRound, roundNumberOf } from '../game/rounds';
import { playerRoundState } from '../game/player-state';
import { previewPath } from '../share/service';

/**
 * The Telegram user behind the request's session, with the language the game speaks to
 * them in; 401 for a session that did not come from Telegram.
 */
async function telegramUserOf(ctx: Ctx): Promise<{ userId: number; telegramId: number; language: Language }> {
  const userId = ctx.session?.userId;
  const [user] = userId
    ? await ctx.database
        .select({ telegramId: users.telegramId, language: users.language, telegramLanguage: users.telegramLanguage })
        .from(users)
        .where(eq(users.id, userId))
    : [];
  if (!userId || !user?.telegramId) throw new AppError('UNAUTHORIZED', 'Open the game from Telegram to share it there');
  const language = chooseLanguage({ saved: user.language, telegram: user.telegramLanguage });
  return { userId, telegramId: Number(user.telegramId), language };
}

/**
 * Has the bot prepare the player's result of the day as a message they can send to any
 * chat from the Mini App (shareMessage): the share picture, the result text and a Play
 * button that opens the Mini App on the round, in the player's language.
 */
export async function prepareShare({ ctx }: { ctx: Ctx }): Promise<PreparedShareResult> {
  const { userId, telegramId, language } = await telegramUserOf(ctx);
  if (!ctx.preparedShares) throw new AppError('UPSTREAM_UNAVAILABLE', 'The Telegram bot is off');
  const round = await ensureCurrentRound({ ctx });
  const state = await playerRoundState(ctx.database, userId, round.id);
  if (!state.gameOver) throw new AppError('CONFLICT', "Finish today's game to share your result");
  const message = {
    roundNumber: await roundNumberOf(ctx.database, round.day),
    attemptResults: state.attemptResults,
    points: state.points,
    photoUrl: ctx.settings.publicUrl + previewPath(round.id),
    language,
  };
  const preparedMessageId = await ctx.preparedShares.prepare(telegramId, message).catch((error: unknown) => {
    ctx.logger.warn({ err: error }, 'the bot could not prepare a share message');
    throw new AppError('UPSTREAM_UNAVAILABLE', 'Telegram could not prepare the message; share the link instead');
  });
  return { preparedMessageId };
}
