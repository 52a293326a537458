import { inviteCodes, referrals } from '@app/db/schema/retention';
import { and, eq } from '@app/db/orm';
import type { Database } from '@app/db/database';
import type { SignInHook } from '../../context';
import { inviterOf } from './codes';

/**
 * Attributes a player to the inviter whose code they came with, once: only a player this
 * very sign-in created (`createdAt` is the sign-in's time), so never an existing player,
 * and never to themselves. An unknown code is ignored. Answers whether it attributed.
 */
async function attributeInvite(
  db: Database,
  { invitee, code, now }: { invitee: { id: number; createdAt: Date }; code: string | null; now: Date },
): Promise<boolean> {
  if (!code || invitee.createdAt.getTime() !== now.getTime()) return false;
  const inviterId = await inviterOf(db, code);
  if (inviterId === null || inviterId === invitee.id) return false;
  const added = await db
    .insert(referrals)
    .values({ inviteeId: invitee.id, inviterId, createdAt: now })
    .onConflictDoNothing({ target: referrals.inviteeId })
    .returning({ inviteeId: referrals.inviteeId });
  return added.length > 0;
}

/**
 * A Telegram-only player connected a wallet whose player takes over their Telegram
 * identity (the Telegram-only row is then deleted): their invite code and the players they
 * invited go with it, and so does their own attribution when the wallet's player is new
 * (this sign-in created it). Call inside the linking transaction, before the delete.
 */
async function carryInvitesOver(
  tx: Database,
  { from, to, toIsNew }: { from: number; to: number; toIsNew: boolean },
): Promise<void> {
  if (toIsNew) await tx.update(referrals).set({ inviteeId: to }).where(eq(referrals.inviteeId, from));
  await tx.update(referrals).set({ inviterId: to }).where(eq(referrals.inviterId, from));
  // Never one's own inviter, whichever row the attribution came from.
  await tx.delete(referrals).where(and(eq(referrals.inviteeId, to), eq(referrals.inviterId, to)));
  const [ownCode] = await tx.select({ code: inviteCodes.code }).from(inviteCodes).where(eq(inviteCodes.userId, to));
  if (!ownCode) await tx.update(inviteCodes).set({ userId: to }).where(eq(inviteCodes.userId, from));
}

/** At sign-in, a new player is credited to their inviter; a merged Telegram-only account's invites move. */
export const inviteSignInHook: SignInHook = { invited: attributeInvite, accountsMerged: carryInvitesOver };
