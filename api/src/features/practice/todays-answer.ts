import { guessMatches, parseGuess } from '@app/shared/rules/guess';
import type { Ctx } from '../../context';
import { ensureCurrentRound } from '../game/rounds';

/**
 * Whether a past round's NFT would tell today's answer (a Throwback NFT again, or one set
 * for today again): such a round stays closed until the day ends. Today's answer stays
 * behind an activated wallet.
 */
export async function sharesTodaysAnswer({ ctx }: { ctx: Ctx }): Promise<(nftId: string) => boolean> {
  const today = await ensureCurrentRound({ ctx }).catch(() => null);
  const todays = today ? parseGuess(today.nft.nftId) : null;
  return (nftId) => Boolean(todays?.ok && guessMatches(todays.digits, nftId));
}
