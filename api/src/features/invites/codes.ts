import { inviteCodes } from '@app/db/schema/retention';
import { eq, sql } from '@app/db/orm';
import type { Database } from '@app/db/database';
import { InviteCode } from '@app/shared/schemas/retention';
import type { RandomSource } from '../../adapters/random';
import { perHandle } from '../../storage/per-db';

/** 9 random bytes: 12 url-safe characters, nothing to learn from (not the user id, not the Telegram id). */
const CODE_BYTES = 9;

const queries = perHandle((db) => ({
  codeOf: db
    .select({ code: inviteCodes.code })
    .from(inviteCodes)
    .where(eq(inviteCodes.userId, sql.placeholder('userId')))
    .prepare(),
  ownerOf: db
    .select({ userId: inviteCodes.userId })
    .from(inviteCodes)
    .where(eq(inviteCodes.code, sql.placeholder('code')))
    .prepare(),
}));

/** The player's invite code, drawn the first time it is asked for. */
export async function inviteCodeOf(db: Database, random: RandomSource, userId: number, now: Date): Promise<string> {
  const [existing] = await queries(db).codeOf.execute({ userId });
  if (existing) return existing.code;
  await db
    .insert(inviteCodes)
    .values({ userId, code: random.token(CODE_BYTES), createdAt: now })
    .onConflictDoNothing({ target: inviteCodes.userId });
  // A parallel request may have drawn it first: the stored one wins.
  const [stored] = await queries(db).codeOf.execute({ userId });
  return stored!.code;
}

/** Whose code this is; null for anything that is not a known code. */
export async function inviterOf(db: Database, code: string): Promise<number | null> {
  if (!InviteCode.safeParse(code).success) return null;
  const [owner] = await queries(db).ownerOf.execute({ code });
  return owner?.userId ?? null;
}
