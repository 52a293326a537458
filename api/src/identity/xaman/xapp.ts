import type { XAppSignIn } from '@app/shared/schemas/wallet';
import { isXrplAddress } from '@app/shared/rules/address';
import type { XAppStyle } from '../../adapters/xaman/types';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import type { WithCookie } from '../session/cookie';
import { signInWallet } from '../session/service';
import { walletProven } from '../sign-in-hooks';

/** Xaman's themes as the page's: LIGHT is light, the other three are dark. */
function themeOfXAppStyle(style: XAppStyle | null): 'light' | 'dark' | null {
  if (!style) return null;
  return style === 'LIGHT' ? 'light' : 'dark';
}

/**
 * Signs the web page in when it runs as an xApp inside Xaman: the one-time token of its
 * URL is resolved by the server with Xaman (never trusted from the client) to the account
 * open in the app, and the session opens as a signed Xaman sign-in's does, its proof 'xapp'
 * (so its guesses count as played in the xApp).
 * The admin wallet still signs in with a signed request: a launch token is not a signature.
 */
export async function signInWithXApp({
  ctx,
  input: token,
}: {
  ctx: Ctx;
  input: string;
}): Promise<WithCookie<XAppSignIn>> {
  if (ctx.session?.telegramId)
    throw new AppError('BAD_REQUEST', 'The xApp sign-in is for the web page opened in Xaman');
  const launch = await ctx.xaman.resolveXAppToken(token).catch((error: unknown) => {
    ctx.logger.warn({ err: error }, 'xApp token resolution failed');
    throw new AppError('UPSTREAM_UNAVAILABLE', 'Could not reach Xaman, please try again');
  });
  if (launch.state !== 'resolved') {
    ctx.logger.info({ reason: launch.reason }, 'xApp token refused');
    throw new AppError('UNAUTHORIZED', 'This Xaman link has expired: open the game from Xaman again');
  }
  if (!isXrplAddress(launch.account)) throw new AppError('UPSTREAM_UNAVAILABLE', 'No wallet address received');
  if (launch.account === ctx.settings.adminWallet) {
    throw new AppError('FORBIDDEN', 'The admin signs in with a signed Xaman request (Connect Wallet)');
  }
  const { session, cookie } = await signInWallet({ ctx, input: { walletAddress: launch.account, proof: 'xapp' } });
  ctx.metrics.signIn('xaman');
  if (session.userId !== null)
    await walletProven({ ctx, input: { userId: session.userId, walletAddress: launch.account } });
  return { answer: { account: launch.account, theme: themeOfXAppStyle(launch.style) }, cookie };
}
