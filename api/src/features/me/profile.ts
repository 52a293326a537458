import { users } from '@app/db/schema/users';
import { eq } from '@app/db/orm';
import type { Profile, ProfileBody } from '@app/shared/schemas/profile';
import type { Ctx } from '../../context';
import { AppError, unauthorized } from '../../errors';
import { forgetBoardPages } from '../leaderboard/service';

const NAME_TAKEN = 'That name is already taken. Please choose another.';

/** A write that broke the display names' unique index: another player holds the name. */
function isNameTaken(error: unknown): boolean {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const { code, message } = cause as { code?: unknown; message?: unknown };
  return code === 'SQLITE_CONSTRAINT_UNIQUE' && String(message).includes('users.display_name_key');
}

/**
 * Sets or clears the signed-in player's display name. The unique index decides who holds
 * a name, so two players racing for one get a 409 each but the first, never a 500.
 */
export function setDisplayName({ ctx, input }: { ctx: Ctx; input: ProfileBody }): Profile {
  const userId = ctx.session?.userId;
  if (userId == null) throw unauthorized();
  const chosen = input.displayName;
  try {
    ctx.db
      .update(users)
      .set({ displayName: chosen?.name ?? null, displayNameKey: chosen?.key ?? null })
      .where(eq(users.id, userId))
      .run();
  } catch (error) {
    if (isNameTaken(error)) throw new AppError('NAME_TAKEN', NAME_TAKEN, { field: 'displayName' });
    throw error;
  }
  forgetBoardPages(ctx.db);
  return { displayName: chosen?.name ?? null };
}
