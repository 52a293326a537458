import { users } from '@app/db/schema/users';
import { eq } from '@app/db/orm';
import type { HighContrastBody } from '@app/shared/schemas/contrast';
import type { Ctx } from '../../context';
import { requireUser } from '../../identity/session/service';

/** Saves the colour-blind setting on the session's account, for every device and the shares it draws. */
export async function setHighContrast({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: HighContrastBody;
}): Promise<HighContrastBody> {
  const userId = requireUser({ ctx });
  await ctx.database.update(users).set({ highContrast: input.highContrast }).where(eq(users.id, userId));
  return { highContrast: input.highContrast };
}
