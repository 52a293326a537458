import type { RequestHandler } from 'express';
import { SignInBody, WalletUuidParams, XAppSignInBody } from '@app/shared/schemas/wallet';
import { ctxOf } from '../../http/context';
import type { Route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { appearanceCookie } from '../session/appearance';
import { sendWithCookie } from '../session/cookie';
import { createSignIn, getSignInStatus } from './service';
import { signInWithXApp } from './xapp';

/** A way in with a wallet: under the sign-in limit, and answering only this machine while the development wallet stands in. */
const signInRoute = (path: string, handler: RequestHandler): Route => ({
  method: 'post',
  path,
  openDuringMaintenance: true,
  devWalletLocal: true,
  rateLimit: 'signIn',
  jsonBody: true,
  handler,
});

/** /api/wallet: Xaman sign-in, open during maintenance so the admin can sign in. */
export const walletRoutes: Route[] = [
  signInRoute('/api/wallet/xaman/create', async (req, res) => {
    const ctx = ctxOf(res);
    const { ref } = parseInput(SignInBody, req.body ?? {});
    sendWithCookie(res, await createSignIn({ ctx, input: { appearance: appearanceCookie(req), inviteCode: ref } }));
  }),
  {
    method: 'get',
    path: '/api/wallet/xaman/status/:uuid',
    openDuringMaintenance: true,
    rateLimit: 'walletStatus',
    handler: async (req, res) => {
      const { uuid } = parseInput(WalletUuidParams, req.params);
      sendWithCookie(res, await getSignInStatus({ ctx: ctxOf(res), input: uuid }));
    },
  },
  signInRoute('/api/wallet/xapp', async (req, res) => {
    const ctx = ctxOf(res);
    const { xAppToken } = parseInput(XAppSignInBody, req.body ?? {});
    sendWithCookie(res, await signInWithXApp({ ctx, input: xAppToken }));
  }),
];
