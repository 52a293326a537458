import type { Database } from '@app/db/database';
import { and, eq, sql } from '@app/db/orm';
import { roundImages, roundRenderSeeds } from '@app/db/schema/rounds';
import { BLUR_LEVELS, type BlurLevel } from '@app/shared/rules/blur';
import { BoundedMap } from '../../storage/bounded-map';
import { perDb, perHandle } from '../../storage/per-db';

export interface ServedImage {
  bytes: Buffer;
  contentType: string;
  /** A strong validator drawn at random when the variant was stored: a hash of the bytes would name the picture. */
  etag: string;
}

export type RoundTokens = Record<BlurLevel, string>;

/** 4 variants per round: each database's last 16 rounds' images stay in memory, so serving them skips SQLite. */
const MEMORY_LIMIT = 64;
const memory = perDb(() => new BoundedMap<string, ServedImage>(MEMORY_LIMIT));
/** The last round's tokens per database: stored tokens never change, so the round's requests skip the query. */
const lastTokens = perDb((): { round: { roundId: number; tokens: RoundTokens } | null } => ({ round: null }));
/** The image statements, prepared once per database handle. */
export const queries = perHandle((db) => ({
  tokensOf: db
    .select({ level: roundImages.level, token: roundImages.token })
    .from(roundImages)
    .where(eq(roundImages.roundId, sql.placeholder('roundId')))
    .prepare(),
  tokenOf: db
    .select({ token: roundImages.token })
    .from(roundImages)
    .where(and(eq(roundImages.roundId, sql.placeholder('roundId')), eq(roundImages.level, sql.placeholder('level'))))
    .prepare(),
  byToken: db
    .select({ bytes: roundImages.bytes, contentType: roundImages.contentType, etag: roundImages.etag })
    .from(roundImages)
    .where(eq(roundImages.token, sql.placeholder('token')))
    .prepare(),
  seedOf: db
    .select({ seed: roundRenderSeeds.seed })
    .from(roundRenderSeeds)
    .where(eq(roundRenderSeeds.roundId, sql.placeholder('roundId')))
    .prepare(),
}));

/** Keeps a stored variant in this process's memory. */
export function remember(db: Database, token: string, image: ServedImage): ServedImage {
  memory(db).set(token, image);
  return image;
}

/** The tokens of a round's stored variants; null until all of them are stored. */
export async function storedTokens(db: Database, roundId: number): Promise<RoundTokens | null> {
  const rows = await queries(db).tokensOf.execute({ roundId });
  if (rows.length < BLUR_LEVELS.length) return null;
  return Object.fromEntries(rows.map((row) => [row.level, row.token])) as RoundTokens;
}

/** The round's tokens when this process has seen them all stored; null otherwise (not asked of the record). */
export function rememberedTokens(db: Database, roundId: number): RoundTokens | null {
  const last = lastTokens(db).round;
  return last?.roundId === roundId ? last.tokens : null;
}

/** The round's tokens if all its variants are stored, remembered for the round's next requests. */
export async function knownTokens(db: Database, roundId: number): Promise<RoundTokens | null> {
  const remembered = rememberedTokens(db, roundId);
  if (remembered) return remembered;
  const stored = await storedTokens(db, roundId);
  if (stored) lastTokens(db).round = { roundId, tokens: stored };
  return stored;
}

/** Remembers a round's tokens once all its variants are stored. */
export function rememberTokens(db: Database, roundId: number, tokens: RoundTokens): void {
  lastTokens(db).round = { roundId, tokens };
}

/** The image behind a token when this process holds it in memory: no await on the busiest route. */
export function rememberedImage(db: Database, token: string): ServedImage | undefined {
  return memory(db).get(token);
}

/** The image behind a token, from memory or else the database; null when the token is unknown. */
export async function findImage(db: Database, token: string): Promise<ServedImage | null> {
  const cached = rememberedImage(db, token);
  if (cached) return cached;
  const [row] = await queries(db).byToken.execute({ token });
  if (!row) return null;
  return remember(db, token, row);
}
