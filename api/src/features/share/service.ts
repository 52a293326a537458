import type { Database } from '@app/db/database';
import { and, eq, lte } from '@app/db/orm';
import { nfts } from '@app/db/schema/nfts';
import { gameRounds } from '@app/db/schema/rounds';
import { utcDay } from '@app/shared/rules/time';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { roundNumberOf } from '../game/rounds';
import { ensureRoundImage } from '../images/service';
import { findImage } from '../images/store';
import { BoundedMap } from '../../storage/bounded-map';
import { perDb } from '../../storage/per-db';
import { renderPreview } from './preview';

type PreviewCtx = Pick<Ctx, 'database' | 'now' | 'imageSource' | 'random' | 'logger' | 'metrics'>;

/** The last few rounds' pictures per database, each rendered once however many crawlers ask at once. */
const previews = perDb(() => new BoundedMap<number, Promise<Buffer>>(4));

/** The address of a round's share picture: keyed by round, so it can be cached for ever. */
export const previewPath = (roundId: number) => `/api/og/round-${roundId}.jpg`;

/** A round that has begun (today's or an earlier one); a round prepared for tomorrow is not shown before its day. */
async function startedRound(db: Database, roundId: number, today: string) {
  const [round] = await db
    .select({ id: gameRounds.id, day: gameRounds.day, imageUrl: nfts.imageUrl })
    .from(gameRounds)
    .innerJoin(nfts, eq(nfts.id, gameRounds.nftId))
    .where(and(eq(gameRounds.id, roundId), eq(gameRounds.prepared, false), lte(gameRounds.day, today)));
  return round;
}

async function render(ctx: PreviewCtx, round: { id: number; day: string; imageUrl: string }): Promise<Buffer> {
  const token = await ensureRoundImage({ ctx, input: { round, level: 'high' } });
  const stored = await findImage(ctx.database, token);
  if (!stored) throw new AppError('INTERNAL', 'The round image could not be read');
  return renderPreview(stored.bytes, await roundNumberOf(ctx.database, round.day));
}

/** The JPEG share picture of a round that has begun. */
export async function roundPreview({ ctx, input: roundId }: { ctx: PreviewCtx; input: number }): Promise<Buffer> {
  const cache = previews(ctx.database);
  const cached = cache.get(roundId);
  if (cached) return cached;
  const round = await startedRound(ctx.database, roundId, utcDay(ctx.now));
  if (!round) throw new AppError('NOT_FOUND', 'No round with that number has begun');
  // Another request may have started it while the round was read.
  const started = cache.get(roundId);
  if (started) return started;
  const rendering = render(ctx, round);
  cache.set(roundId, rendering);
  rendering.catch(() => cache.delete(roundId));
  return rendering;
}
