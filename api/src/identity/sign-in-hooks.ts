import type { Database } from '@app/db/database';
import type { AppDeps, Ctx, Player, SignInHook } from '../context';

type Hooks = Pick<AppDeps, 'signInHooks'>;
type EventOf<Name extends keyof SignInHook> = Parameters<NonNullable<SignInHook[Name]>>[1];

/** A visitor's session signed in as `userId` (inside the sign-in's transaction). */
export async function guestSignedIn(tx: Database, { signInHooks }: Hooks, event: EventOf<'guestSignedIn'>) {
  for (const hook of signInHooks) await hook.guestSignedIn?.(tx, event);
}

/** A Telegram-only account merged into a wallet's player (inside the linking transaction, before the delete). */
export async function accountsMerged(tx: Database, { signInHooks }: Hooks, event: EventOf<'accountsMerged'>) {
  for (const hook of signInHooks) await hook.accountsMerged?.(tx, event);
}

/** A player signed in with an invite code. */
export async function invited(db: Database, { signInHooks }: Hooks, event: EventOf<'invited'>) {
  for (const hook of signInHooks) await hook.invited?.(db, event);
}

/** A wallet's player signed in with a proven wallet. */
export async function walletProven({ ctx, input }: { ctx: Ctx; input: Player }) {
  for (const hook of ctx.signInHooks) await hook.walletProven?.({ ctx, input });
}
