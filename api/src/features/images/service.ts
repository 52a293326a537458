import { roundImages } from '@app/db/schema/rounds';
import { eq, sql } from '@app/db/orm';
import type { Db } from '@app/db/client';
import { BLUR_LEVELS, type BlurLevel } from '@app/shared/rules/blur';
import { createHash } from 'node:crypto';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { perDb } from '../../http/per-db';
import { renderVariants, VARIANT_CONTENT_TYPE } from './render';

export interface ServedImage {
  bytes: Buffer;
  contentType: string;
  etag: string;
}

type ImageDeps = Pick<Ctx, 'db' | 'imageSource' | 'random' | 'logger'>;
export type RoundTokens = Record<BlurLevel, string>;

/** The last variants served, so a cached image never touches SQLite: 4 per round, a few rounds. */
const MEMORY_LIMIT = 64;
const memory = new Map<string, ServedImage>();
/** Renders in progress per database and round: concurrent misses share one render. */
const inFlight = new WeakMap<Db, Map<number, Promise<RoundTokens>>>();

const queries = perDb((db: Db) => ({
  tokensOf: db
    .select({ level: roundImages.level, token: roundImages.token })
    .from(roundImages)
    .where(eq(roundImages.roundId, sql.placeholder('roundId')))
    .prepare(),
  byToken: db.select().from(roundImages).where(eq(roundImages.token, sql.placeholder('token'))).prepare(),
}));

const etagOf = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;

function remember(token: string, image: ServedImage): ServedImage {
  memory.delete(token);
  memory.set(token, image);
  if (memory.size > MEMORY_LIMIT) memory.delete(memory.keys().next().value!);
  return image;
}

function storedTokens(db: Db, roundId: number): RoundTokens | null {
  const rows = queries(db).tokensOf.all({ roundId });
  if (rows.length < BLUR_LEVELS.length) return null;
  return Object.fromEntries(rows.map((row) => [row.level, row.token])) as RoundTokens;
}

/**
 * The opaque token of each blur level of a round's image, rendering and storing the
 * variants on first use. However many requests miss at once, the image is fetched and
 * rendered once; a failure is not cached, so the next request tries again.
 */
export function ensureRoundImages(deps: ImageDeps, round: { id: number; imageUrl: string }): Promise<RoundTokens> {
  const stored = storedTokens(deps.db, round.id);
  if (stored) return Promise.resolve(stored);
  let rounds = inFlight.get(deps.db);
  if (!rounds) inFlight.set(deps.db, (rounds = new Map()));
  const pending = rounds.get(round.id);
  if (pending) return pending;
  const render = renderAndStore(deps, round).finally(() => rounds.delete(round.id));
  rounds.set(round.id, render);
  return render;
}

async function renderAndStore(deps: ImageDeps, round: { id: number; imageUrl: string }): Promise<RoundTokens> {
  let variants: Record<BlurLevel, Buffer>;
  try {
    const original = await deps.imageSource.fetchImage(round.imageUrl);
    variants = await renderVariants(original.bytes);
  } catch (error) {
    deps.logger.warn({ err: error, roundId: round.id }, 'could not prepare the round image');
    throw new AppError('UPSTREAM_UNAVAILABLE', 'The NFT image could not be loaded');
  }
  const rows = BLUR_LEVELS.map((level) => ({
    roundId: round.id,
    level,
    token: deps.random.token(18),
    contentType: VARIANT_CONTENT_TYPE,
    bytes: variants[level],
  }));
  // Another process may have rendered the same round meanwhile: its rows win.
  deps.db.insert(roundImages).values(rows).onConflictDoNothing().run();
  return storedTokens(deps.db, round.id)!;
}

/** The image behind a token, from memory or the database; null when the token is unknown. */
export function findImage(db: Db, token: string): ServedImage | null {
  const cached = memory.get(token);
  if (cached) return cached;
  const row = queries(db).byToken.get({ token });
  if (!row) return null;
  return remember(token, { bytes: row.bytes, contentType: row.contentType, etag: etagOf(row.bytes) });
}
