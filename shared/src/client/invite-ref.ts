import { safeStorage } from './safe-storage';

const INVITE_REF_KEY = 'invite-ref';

/**
 * Keeps a web invite (`?ref=` on the address the site was opened at) until the player signs
 * in. The page's first script calls it: a visitor who moves on before the app has loaded
 * still carries the invite.
 */
export function keepInviteRef(search: string): void {
  const ref = new URLSearchParams(search).get('ref');
  if (ref) safeStorage('local').set(INVITE_REF_KEY, ref);
}

/** The invite kept for the sign-in request, if any. */
export function keptInviteRef(): string | undefined {
  return safeStorage('local').get(INVITE_REF_KEY) ?? undefined;
}
