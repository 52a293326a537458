import { randomUUID } from 'node:crypto';
import type { SignInStatus, XamanAdapter } from './types';

const REQUEST_TTL_MS = 10 * 60 * 1000;

interface PendingRequest {
  createdAt: number;
  status: SignInStatus;
}

/** The offline wallet: sign-ins are approved on a local page instead of the Xaman app. Never used in production. */
export interface DevelopmentWallet extends XamanAdapter {
  readonly kind: 'development';
  /** Resolves a pending request; false when it is unknown or already decided. */
  decide(uuid: string, decision: { account: string } | 'rejected'): boolean;
  isPending(uuid: string): boolean;
}

export function developmentWallet(publicUrl: string, now: () => number = Date.now): DevelopmentWallet {
  const requests = new Map<string, PendingRequest>();

  function statusOf(uuid: string): SignInStatus {
    const request = requests.get(uuid);
    if (!request) return { state: 'expired' };
    if (request.status.state === 'pending' && now() - request.createdAt > REQUEST_TTL_MS) {
      request.status = { state: 'expired' };
    }
    return request.status;
  }

  function dropOldRequests(): void {
    for (const [uuid, request] of requests) {
      if (now() - request.createdAt > 2 * REQUEST_TTL_MS) requests.delete(uuid);
    }
  }

  return {
    kind: 'development',
    async createSignIn() {
      dropOldRequests();
      const uuid = randomUUID();
      requests.set(uuid, { createdAt: now(), status: { state: 'pending' } });
      const url = `${publicUrl}/dev/xaman/${uuid}`;
      return { uuid, qrData: url, deepLink: url };
    },
    async getSignInStatus(uuid) {
      return statusOf(uuid);
    },
    decide(uuid, decision) {
      if (statusOf(uuid).state !== 'pending') return false;
      requests.get(uuid)!.status = decision === 'rejected' ? { state: 'rejected' } : { state: 'signed', ...decision };
      return true;
    },
    isPending(uuid) {
      return statusOf(uuid).state === 'pending';
    },
  };
}

export function isDevelopmentWallet(adapter: XamanAdapter): adapter is DevelopmentWallet {
  return adapter.kind === 'development' && 'decide' in adapter;
}
