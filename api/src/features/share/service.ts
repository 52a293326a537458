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
import { ByteBoundedCache } from '../../storage/byte-bounded-cache';
import { perDb } from '../../storage/per-db';
import { renderPreview, type CardSize } from './preview';

type PreviewCtx = Pick<Ctx, 'database' | 'now' | 'imageSource' | 'random' | 'logger' | 'metrics'>;

/** The memory the share pictures may hold per database: at 25-30 KB a picture, over a thousand rounds. */
const PREVIEW_CACHE_BYTES = 32 * 1024 * 1024;

/** A picture's key in the cache: its round and size. */
const cardKey = (roundId: number, size: CardSize) => `${roundId}:${size}`;

/**
 * Per database, the pictures made (a round's never changes once it has begun) and those
 * being rendered, each rendered once however many crawlers ask at once.
 */
const previews = perDb(() => ({
  made: new ByteBoundedCache<string>(PREVIEW_CACHE_BYTES),
  rendering: new Map<string, Promise<Buffer>>(),
}));

/** The address of a round's share picture at `size`: keyed by round, so it can be cached for ever. */
export const previewPath = (roundId: number, size: CardSize = 'link') =>
  `/api/og/round-${roundId}${size === 'story' ? '-story' : ''}.jpg`;

/** A round that has begun (today's or an earlier one); a round prepared for tomorrow is not shown before its day. */
async function startedRound(db: Database, roundId: number, today: string) {
  const [round] = await db
    .select({ id: gameRounds.id, day: gameRounds.day, imageUrl: nfts.imageUrl })
    .from(gameRounds)
    .innerJoin(nfts, eq(nfts.id, gameRounds.nftId))
    .where(and(eq(gameRounds.id, roundId), eq(gameRounds.prepared, false), lte(gameRounds.day, today)));
  return round;
}

async function render(
  ctx: PreviewCtx,
  round: { id: number; day: string; imageUrl: string },
  size: CardSize,
): Promise<Buffer> {
  const token = await ensureRoundImage({ ctx, input: { round, level: 'high' } });
  const stored = await findImage(ctx.database, token);
  if (!stored) throw new AppError('INTERNAL', 'The round image could not be read');
  return renderPreview(stored.bytes, await roundNumberOf(ctx.database, round.day), size);
}

/**
 * The JPEG share picture of a round that has begun, at `size`: made once, then kept. `beforeRender`
 * runs when the picture is not made yet (the client's allowance of renders), and may refuse.
 */
export async function roundPreview({
  ctx,
  input: { roundId, size, beforeRender },
}: {
  ctx: PreviewCtx;
  input: { roundId: number; size: CardSize; beforeRender: () => Promise<void> };
}): Promise<Buffer> {
  const { made, rendering } = previews(ctx.database);
  const key = cardKey(roundId, size);
  const known = made.get(key) ?? rendering.get(key);
  if (known) return known;
  await beforeRender();
  const round = await startedRound(ctx.database, roundId, utcDay(ctx.now));
  if (!round) throw new AppError('NOT_FOUND', 'No round with that number has begun');
  // Another request may have started it meanwhile.
  const started = made.get(key) ?? rendering.get(key);
  if (started) return started;
  ctx.metrics.shareCardRendered();
  const picture = render(ctx, round, size)
    .then((bytes) => {
      made.set(key, bytes);
      return bytes;
    })
    .finally(() => rendering.delete(key));
  rendering.set(key, picture);
  return picture;
}
