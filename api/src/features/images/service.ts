import { roundImages, roundRenderSeeds } from '@app/db/schema/rounds';
import { BLUR_LEVELS, type BlurLevel } from '@app/shared/rules/blur';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { perDb } from '../../storage/per-db';
import { allLevels, renderVariants, VARIANT_CONTENT_TYPE } from './render';
import { knownTokens, queries, remember, rememberTokens, storedTokens, type RoundTokens } from './store';

type ImageDeps = Pick<Ctx, 'database' | 'imageSource' | 'random' | 'logger' | 'metrics'>;
type RoundRef = { id: number; imageUrl: string };
/** One blur level of a round's image. */
type LevelRequest = { ctx: ImageDeps; input: { round: RoundRef; level: BlurLevel } };

/** A render under way: each level's token once that variant is stored, and all of them. */
interface Render {
  levels: Record<BlurLevel, Promise<string>>;
  all: Promise<RoundTokens>;
}
/** Renders in progress per database and round: concurrent misses share one render. */
const inFlight = perDb(() => new Map<number, Render>());

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
  ctx,
  input: round,
}: {
  ctx: ImageDeps;
  input: RoundRef;
}): Promise<RoundTokens> {
  return (await knownTokens(ctx.database, round.id)) ?? forPlayers(rendering(ctx, round).all);
}

/** One level's token, as ensureRoundImages, without waiting for the other levels' variants. */
export async function ensureRoundImage({ ctx, input: { round, level } }: LevelRequest): Promise<string> {
  const known = await knownTokens(ctx.database, round.id);
  return known ? known[level] : forPlayers(rendering(ctx, round).levels[level]);
}

/**
 * One level's token of a past round (the archive): read from the record, so it never takes
 * the current round's place in this process's memory; rendered as ensureRoundImage when missing.
 */
export async function ensurePastRoundImage({ ctx, input: { round, level } }: LevelRequest): Promise<string> {
  const stored = await storedTokens(ctx.database, round.id);
  return stored ? stored[level] : ensureRoundImage({ ctx, input: { round, level } });
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
    rememberTokens(deps.database, round.id, tokens);
    return tokens;
  });
  return { levels, all };
}
