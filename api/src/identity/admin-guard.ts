import type { Ctx } from '../context';
import { AppError, unauthorized } from '../errors';

/**
 * Whether the session is the admin's: the admin wallet proven by a signed Xaman payload.
 * A session opened by Telegram's initData (reusable for a day by whoever copies it) never is.
 */
export function isAdminSession({ ctx }: { ctx: Ctx }): boolean {
  const { session } = ctx;
  return session?.proof === 'xaman' && session.walletAddress === ctx.settings.adminWallet;
}

/** Only a session that proved the admin wallet through Xaman passes; the x-wallet-address header grants nothing. */
export function requireAdmin({ ctx }: { ctx: Ctx }): string {
  const wallet = ctx.session?.walletAddress;
  if (!wallet) throw unauthorized();
  if (wallet !== ctx.settings.adminWallet) throw new AppError('FORBIDDEN', 'Admin access requires the admin wallet');
  if (!isAdminSession({ ctx })) throw new AppError('FORBIDDEN', 'Admin access requires signing in with Xaman');
  return wallet;
}
