import { SignInBody, WalletUuidParams, XAppSignInBody } from '@app/shared/schemas/wallet';
import { isDevelopmentWallet } from '../../adapters/xaman/dev-wallet';
import { ctxOf } from '../../http/context';
import type { Route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { appearanceCookie } from '../session/appearance';
import { refuseProxiedRequest } from '../dev-wallet/proxied';
import { createSignIn, getSignInStatus } from './service';
import { signInWithXApp } from './xapp';

/** /api/wallet: Xaman sign-in, open during maintenance so the admin can sign in. */
export const walletRoutes: Route[] = [
  {
    method: 'post',
    path: '/api/wallet/xaman/create',
    openDuringMaintenance: true,
    rateLimit: 'signIn',
    jsonBody: true,
    handler: async (req, res) => {
      const ctx = ctxOf(res);
      if (isDevelopmentWallet(ctx.xaman)) refuseProxiedRequest(req);
      const { ref } = parseInput(SignInBody, req.body ?? {});
      res.json(await createSignIn({ ctx, res, input: { appearance: appearanceCookie(req), inviteCode: ref } }));
    },
  },
  {
    method: 'get',
    path: '/api/wallet/xaman/status/:uuid',
    openDuringMaintenance: true,
    rateLimit: 'walletStatus',
    handler: async (req, res) => {
      const { uuid } = parseInput(WalletUuidParams, req.params);
      res.json(await getSignInStatus({ ctx: ctxOf(res), res, input: uuid }));
    },
  },
  {
    method: 'post',
    path: '/api/wallet/xapp',
    openDuringMaintenance: true,
    rateLimit: 'signIn',
    jsonBody: true,
    handler: async (req, res) => {
      const ctx = ctxOf(res);
      if (isDevelopmentWallet(ctx.xaman)) refuseProxiedRequest(req);
      const { xAppToken } = parseInput(XAppSignInBody, req.body ?? {});
      res.json(await signInWithXApp({ ctx, res, input: xAppToken }));
    },
  },
];
