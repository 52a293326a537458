import { users } from '@app/db/schema/users';
import { eq } from '@app/db/orm';
import { isUniqueViolation } from '@app/db/unique-violation';
import { RESERVED_MESSAGE } from '@app/shared/rules/display-name';
import type { Profile, ProfileBody } from '@app/shared/schemas/profile';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { requireUser } from '../../identity/session/service';
import { forgetBoardPages } from '../leaderboard/board-pages';
import { lookAlikeKey, looksReserved } from '../../display-name/look-alike';

const NAME_TAKEN = 'That name is already taken. Please choose another.';

/** The look-alike key a chosen name is stored with; a name that looks like a reserved one is refused. */
function keyOf(caseFoldedKey: string): string {
  const key = lookAlikeKey(caseFoldedKey);
  if (looksReserved(key)) throw new AppError('BAD_REQUEST', RESERVED_MESSAGE, { field: 'displayName' });
  return key;
}

/**
 * Sets or clears the signed-in player's display name. The unique index on its look-alike
 * key decides who holds a name, so two players racing for one get a 409 each but the
 * first, never a 500.
 */
export async function setDisplayName({ ctx, input }: { ctx: Ctx; input: ProfileBody }): Promise<Profile> {
  const userId = requireUser({ ctx });
  const chosen = input.displayName;
  const key = chosen ? keyOf(chosen.key) : null;
  try {
    await ctx.database
      .update(users)
      .set({ displayName: chosen?.name ?? null, displayNameKey: key })
      .where(eq(users.id, userId));
  } catch (error) {
    // Another player holds the name.
    if (isUniqueViolation(error, 'users', 'display_name_key'))
      throw new AppError('NAME_TAKEN', NAME_TAKEN, { field: 'displayName' });
    throw error;
  }
  forgetBoardPages(ctx.database);
  return { displayName: chosen?.name ?? null };
}
