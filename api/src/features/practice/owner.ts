import type { Ctx } from '../../context';
import { requirePlayer } from '../../identity/session/service';
import type { PracticeOwner } from './internal';

/**
 * The practice owner of the request, from its session alone, never from an id the client
 * names: a wallet it claims must be the session's. Null without a session (a first visit).
 */
export function practiceOwnerOf({ ctx }: { ctx: Ctx }): PracticeOwner | null {
  const { session } = ctx;
  if (!session) return null;
  if (session.walletAddress) return { userId: requirePlayer({ ctx }).userId };
  if (session.userId != null) return { userId: session.userId };
  return { guestSessionId: session.id };
}
