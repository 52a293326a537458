import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { WalletAddress } from '@app/shared/schemas/common';
import { WalletUuidParams } from '@app/shared/schemas/wallet';
import type { DevDecision, DevelopmentWallet } from '../../adapters/xaman/dev-wallet';
import { AppError } from '../../errors';
import type { Route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { ASSETS_PATH, devWalletPage } from './page';

const ApproveBody = z.object({
  account: WalletAddress,
  /** A payment's approval names the hash of the transaction it submitted. */
  txid: z
    .string()
    .regex(/^[0-9A-Fa-f]{64}$/, 'must be a transaction hash: 64 hexadecimal characters')
    .transform((txid) => txid.toUpperCase())
    .optional(),
});

const XAppBody = z.object({
  account: WalletAddress,
  style: z.enum(['LIGHT', 'DARK', 'MOONLIGHT', 'ROYAL']).default('LIGHT'),
});

/** Outside /api and about no player's state: no request context, no maintenance gate. */
const standalone = { context: false, openDuringMaintenance: true } as const;

/** The wallet's own pages and actions: only for a browser on this machine. */
const local = { ...standalone, devWalletLocal: true } as const;

/** A file of assets/, read once, served as `type`. */
function asset(file: string, type: string): Route {
  const text = readFileSync(new URL(`./assets/${file}`, import.meta.url), 'utf8');
  return {
    method: 'get',
    path: `${ASSETS_PATH}/${file}`,
    ...standalone,
    handler: (_req, res) => void res.type(type).send(text),
  };
}

/** /dev/xaman/:uuid: the offline wallet's approval page, its script and style, and its two actions. */
export function devWalletRoutes(wallet: DevelopmentWallet, publicUrl: string): Route[] {
  return [
    {
      // Xaman opening the game as an xApp: a one-time token for the account, in the URL Xaman would open.
      method: 'post',
      path: '/dev/xaman/xapp',
      ...local,
      jsonBody: true,
      handler: async (req, res) => {
        const { account, style } = parseInput(XAppBody, req.body);
        const token = await wallet.mintXAppToken(account, style);
        const url = `${publicUrl}/?${new URLSearchParams({ xAppToken: token, xAppStyle: style }).toString()}`;
        res.json({ token, url });
      },
    },
    asset('approval.js', 'js'),
    asset('approval.css', 'css'),
    {
      method: 'get',
      path: '/dev/xaman/:uuid',
      ...local,
      headers: 'devWallet',
      handler: async (req, res) => {
        const { uuid } = parseInput(WalletUuidParams, req.params);
        const [pending, payment] = await Promise.all([wallet.isPending(uuid), wallet.paymentOf(uuid)]);
        res.type('html').send(devWalletPage(uuid, pending, payment));
      },
    },
    {
      method: 'post',
      path: '/dev/xaman/:uuid/approve',
      ...local,
      jsonBody: true,
      handler: async (req, res) => {
        const { uuid } = parseInput(WalletUuidParams, req.params);
        const { account, txid } = parseInput(ApproveBody, req.body);
        if (!(await wallet.paymentOf(uuid))) {
          await decideOrThrow(wallet, uuid, { account });
          res.json({ success: true, message: `Signed in as ${account}. You can return to the game.` });
          return;
        }
        if (!txid) throw new AppError('BAD_REQUEST', 'A payment is approved with the txid of its transaction');
        await decideOrThrow(wallet, uuid, { account, txid });
        res.json({ success: true, message: `Payment ${txid} signed by ${account}.` });
      },
    },
    {
      method: 'post',
      path: '/dev/xaman/:uuid/reject',
      ...local,
      handler: async (req, res) => {
        const { uuid } = parseInput(WalletUuidParams, req.params);
        await decideOrThrow(wallet, uuid, 'rejected');
        res.json({ success: true, message: 'Sign-in rejected.' });
      },
    },
  ];
}

async function decideOrThrow(wallet: DevelopmentWallet, uuid: string, decision: DevDecision): Promise<void> {
  if (!(await wallet.decide(uuid, decision))) {
    throw new AppError('NOT_FOUND', 'No pending request with that uuid');
  }
}
