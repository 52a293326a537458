import type { Database } from '@app/db/database';
import { and, eq, sql } from '@app/db/orm';
import { roundImages, roundRenderSeeds } from '@app/db/schema/rounds';
import { BLUR_LEVELS, type BlurLevel } from '@app/shared/rules/blur';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { BoundedMap } from '../../storage/bounded-map';
import { perDb, perHandle } from '../../storage/per-db';
import { allLevels, renderVariants, VARIANT_CONTENT_TYPE } from './render';

export interface ServedImage {
  bytes: Buffer;
  contentType: string;
  /** A strong validator drawn at random when the variant was stored: a hash of the bytes would name the picture. */
  etag: string;
}

type ImageDeps = Pick<Ctx, 'database' | 'imageSource' | 'random' | 'logger' | 'metrics'>;
type RoundRef = { id: number; imageUrl: string };
export type RoundTokens = Record<BlurLevel, string>;

/** 4 variants per round: each database's last 16 rounds' images stay in memory, so serving them skips SQLite. */
const MEMORY_LIMIT = 64;
const memory = perDb(() => new BoundedMap<string, ServedImage>(MEMORY_LIMIT));
/** The last round's tokens per database: stored tokens never change, so the round's requests skip the query. */
const lastTokens = perDb((): { round: { roundId: number; tokens: RoundTokens } | null } => ({ round: null }));
/** A render under way: each level's token once that variant is stored, and all of them. */
interface Render {
  levels: Record<BlurLevel, Promise<string>>;
  all: Promise<RoundTokens>;
}
/** Renders in progress per database and round: concurrent misses share one render. */
const inFlight = perDb(() => new Map<number, Render>());

const queries = perHandle((db) => ({
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

function remember(db: Database, token: string, image: ServedImage): ServedImage {
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
async function knownTokens(db: Database, roundId: number): Promise<RoundTokens | null> {
  const remembered = rememberedTokens(db, roundId);
  if (remembered) return remembered;
  const stored = await storedTokens(db, roundId);
  if (stored) lastTokens(db).round = { roundId, tokens: stored };
  return stored;
}

/** What a player is told when the round's image cannot be prepared; the cause is logged once per render. */
function forPlayers<T>(render: Promise<T>): Promise<T> {
  return render.catch((error: unknown) => {
    throw error instanceof AppError ? error : new AppError('UPSTREAM_UNAVAILABLE', 'The NFT image could not be loaded');
  });
}

/**
 * The opaque token of each blur level of a round's image, rendering and storing the
 * variants on first use. However many requests miss at once, the image is fetched and
 * rendered once; a failure is not cached, so the next request tries again.
 */
export async function ensureRoundImages({
  ctx: deps,
  input: round,
}: {
  ctx: ImageDeps;
  input: RoundRef;
}): Promise<RoundTokens> {
  return (await knownTokens(deps.database, round.id)) ?? forPlayers(rendering(deps, round).all);
}

/** One level's token, as ensureRoundImages, without waiting for the other levels' variants. */
export async function ensureRoundImage({
  ctx: deps,
  input: { round, level },
}: {
  ctx: ImageDeps;
  input: { round: RoundRef; level: BlurLevel };
}): Promise<string> {
  const known = await knownTokens(deps.database, round.id);
  return known ? known[level] : forPlayers(rendering(deps, round).levels[level]);
}

/**
 * One level's token of a past round (the archive): read from the record, so it never takes
 * the current round's place in this process's memory; rendered as ensureRoundImage when missing.
 */
export async function ensurePastRoundImage({
  ctx: deps,
  input: { round, level },
}: {
  ctx: ImageDeps;
  input: { round: RoundRef; level: BlurLevel };
}): Promise<string> {
  const stored = await storedTokens(deps.database, round.id);
  return stored ? stored[level] : ensureRoundImage({ ctx: deps, input: { round, level } });
}

function rendering(deps: ImageDeps, round: RoundRef): Render {
  const rounds = inFlight(deps.database);
  const pending = rounds.get(round.id);
  if (pending) return pending;
  const render = renderAndStore(deps, round);
  rounds.set(round.id, render);
  render.all.then(
    () => rounds.delete(round.id),
    (error: unknown) => {
      rounds.delete(round.id);
      deps.logger.warn({ err: error, roundId: round.id }, 'could not prepare the round image');
    },
  );
  return render;
}

/** Stores one level's variant, unless another process stored that level first: its row wins. Returns the stored token. */
async function storeVariant(deps: ImageDeps, roundId: number, level: BlurLevel, bytes: Buffer): Promise<string> {
  const token = deps.random.token(24);
  const etag = `"${deps.random.token(24)}"`;
  const stored = await deps.database.transaction(async (tx) => {
    await tx
      .insert(roundImages)
      .values({ roundId, level, token, contentType: VARIANT_CONTENT_TYPE, bytes, etag })
      .onConflictDoNothing();
    const [row] = await queries(tx).tokenOf.execute({ roundId, level });
    return row;
  });
  if (!stored) throw new AppError('INTERNAL', 'The round images could not be stored');
  if (stored.token === token) remember(deps.database, token, { bytes, contentType: VARIANT_CONTENT_TYPE, etag });
  return stored.token;
}

/**
 * The round's render secret, drawn on its first render. Whichever process stores it
 * first wins, so every render of the round, here or elsewhere, gives the same bytes.
 */
async function renderSeedOf(deps: ImageDeps, roundId: number): Promise<string> {
  const stored = await deps.database.transaction(async (tx) => {
    await tx
      .insert(roundRenderSeeds)
      .values({ roundId, seed: deps.random.token(32) })
      .onConflictDoNothing();
    const [row] = await queries(tx).seedOf.execute({ roundId });
    return row;
  });
  if (!stored) throw new AppError('INTERNAL', 'The round render secret could not be stored');
  return stored.seed;
}

/** Fetches the original once and stores each variant as soon as it is rendered. */
function renderAndStore(deps: ImageDeps, round: RoundRef): Render {
  const variants = deps.imageSource
    .fetchImage(round.imageUrl)
    .then(async (original) =>
      deps.metrics.countRender(renderVariants(original.bytes, await renderSeedOf(deps, round.id))),
    );
  const storedLevel = (level: BlurLevel) =>
    variants.then((rendered) => rendered[level]).then((bytes) => storeVariant(deps, round.id, level, bytes));
  const levels = Object.fromEntries(BLUR_LEVELS.map((level) => [level, storedLevel(level)])) as Record<
    BlurLevel,
    Promise<string>
  >;
  const all = allLevels(levels).then((tokens) => {
    lastTokens(deps.database).round = { roundId: round.id, tokens };
    return tokens;
  });
  return { levels, all };
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
