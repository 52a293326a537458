import type { Db } from '@app/db/client';
import { eq, sql } from '@app/db/orm';
import { roundImages } from '@app/db/schema/rounds';
import { BLUR_LEVELS, type BlurLevel } from '@app/shared/rules/blur';
import { createHash } from 'node:crypto';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { perDb } from '../../http/per-db';
import { renderVariants, VARIANT_CONTENT_TYPE } from './render';

export interface ServedImage {
  bytes: Buffer;
  contentType: string;
  /** A strong validator: a hash of the bytes, computed once. */
  etag: string;
}

type ImageDeps = Pick<Ctx, 'db' | 'imageSource' | 'random' | 'logger'>;
type RoundRef = { id: number; imageUrl: string };
export type RoundTokens = Record<BlurLevel, string>;

/** 4 variants per round: the last 16 rounds' images stay in memory, so serving them skips SQLite. */
const MEMORY_LIMIT = 64;
const memory = new Map<string, { db: Db; image: ServedImage }>();
/** The last round's tokens per database: stored tokens never change, so the round's requests skip the query. */
const lastTokens = new WeakMap<Db, { roundId: number; tokens: RoundTokens }>();
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

const etagOf = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;

function remember(db: Db, token: string, image: ServedImage): ServedImage {
  memory.delete(token);
  memory.set(token, { db, image });
  if (memory.size > MEMORY_LIMIT) memory.delete(memory.keys().next().value!);
  return image;
}

/** The tokens of a round's stored variants; null until all of them are stored. */
export function storedTokens(db: Db, roundId: number): RoundTokens | null {
  const rows = queries(db).tokensOf.all({ roundId });
  if (rows.length < BLUR_LEVELS.length) return null;
  return Object.fromEntries(rows.map((row) => [row.level, row.token])) as RoundTokens;
}

/**
 * The opaque token of each blur level of a round's image, rendering and storing the
 * variants on first use. However many requests miss at once, the image is fetched and
 * rendered once; a failure is not cached, so the next request tries again.
 */
export function ensureRoundImages(deps: ImageDeps, round: RoundRef): Promise<RoundTokens> {
  const last = lastTokens.get(deps.db);
  if (last?.roundId === round.id) return Promise.resolve(last.tokens);
  const stored = storedTokens(deps.db, round.id);
  if (stored) {
    lastTokens.set(deps.db, { roundId: round.id, tokens: stored });
    return Promise.resolve(stored);
  }
  let rounds = inFlight.get(deps.db);
  if (!rounds) inFlight.set(deps.db, (rounds = new Map()));
  const pending = rounds.get(round.id);
  if (pending) return pending;
  const render = renderAndStore(deps, round).finally(() => rounds.delete(round.id));
  rounds.set(round.id, render);
  return render;
}

async function fetchAndRender(deps: ImageDeps, round: RoundRef): Promise<Record<BlurLevel, Buffer>> {
  try {
    const original = await deps.imageSource.fetchImage(round.imageUrl);
    return await renderVariants(original.bytes);
  } catch (error) {
    deps.logger.warn({ err: error, roundId: round.id }, 'could not prepare the round image');
    throw new AppError('UPSTREAM_UNAVAILABLE', 'The NFT image could not be loaded');
  }
}

async function renderAndStore(deps: ImageDeps, round: RoundRef): Promise<RoundTokens> {
  const variants = await fetchAndRender(deps, round);
  const rows = BLUR_LEVELS.map((level) => ({
    roundId: round.id,
    level,
    token: deps.random.token(24),
    contentType: VARIANT_CONTENT_TYPE,
    bytes: variants[level],
  }));
  // Another process may have stored the same round meanwhile: its rows win, ours are ignored.
  const tokens = deps.db.transaction((tx) => {
    tx.insert(roundImages).values(rows).onConflictDoNothing().run();
    return storedTokens(deps.db, round.id);
  });
  if (!tokens) throw new AppError('INTERNAL', 'The round images could not be stored');
  for (const row of rows) {
    if (tokens[row.level] === row.token) remember(deps.db, row.token, { bytes: row.bytes, contentType: row.contentType, etag: etagOf(row.bytes) });
  }
  return tokens;
}

/** The image behind a token, from memory or else the database; null when the token is unknown. */
export function findImage(db: Db, token: string): ServedImage | null {
  const cached = memory.get(token);
  if (cached?.db === db) return cached.image;
  const row = queries(db).byToken.get({ token });
  if (!row) return null;
  return remember(db, token, { bytes: row.bytes, contentType: row.contentType, etag: etagOf(row.bytes) });
}
