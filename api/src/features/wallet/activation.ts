import { users } from '@app/db/schema/users';
import { eq, sql } from '@app/db/orm';
import type { PlayBlock } from '@app/shared/schemas/game';
import { withinLedgerWait } from '../../adapters/ledger/within';
import type { Ctx, Player, SignInHook } from '../../context';
import { AppError } from '../../errors';
import { BoundedMap } from '../../storage/bounded-map';
import { perDb, perHandle } from '../../storage/per-db';

/** How long a "not activated" or unanswered lookup stands before the ledger is asked again. */
export const ACTIVATION_RECHECK_MS = 60_000;
/** Wallets whose last miss stays in memory: one entry is about 100 bytes. */
const MISSES_IN_MEMORY = 100_000;

export const NOT_ACTIVATED_MESSAGE =
  'This wallet is not activated on the XRP Ledger yet. Fund it with the XRP reserve to play.';

/** `unknown`: the ledger did not answer; the wallet plays meanwhile, an outage must not lock players out. */
type Activation = 'activated' | 'not-activated' | 'unknown';

interface Miss {
  activation: Exclude<Activation, 'activated'>;
  checkedAt: number;
}

const queries = perHandle((db) => ({
  activatedAt: db
    .select({ at: users.accountActivatedAt })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(),
}));

/** An activated account stays so (stored on the user); misses are kept in memory and asked again. */
const misses = perDb(() => new BoundedMap<string, Miss>(MISSES_IN_MEMORY));
/** Lookups under way per wallet: a player's parallel requests share one. */
const lookingUp = perDb(() => new Map<string, Promise<Activation>>());

/**
 * Whether the player's wallet exists on the ledger, when REQUIRE_ACTIVATED_ACCOUNT asks
 * for it. The ledger is asked at sign-in and, for a wallet not (yet) known to be
 * activated, again at most every ACTIVATION_RECHECK_MS; never per guess once activated.
 */
async function accountActivation({ ctx, input: player }: { ctx: Ctx; input: Player }): Promise<Activation> {
  if (!ctx.settings.requireActivatedAccount) return 'activated';
  const [stored] = await queries(ctx.database).activatedAt.execute({ userId: player.userId });
  if (stored?.at) return 'activated';
  const miss = misses(ctx.database).get(player.walletAddress);
  if (miss && ctx.now.getTime() - miss.checkedAt < ACTIVATION_RECHECK_MS) return miss.activation;
  return lookUp(ctx, player);
}

/** Refuses to let a wallet the ledger does not know guess or earn. */
export async function requireActivatedAccount({ ctx, input: player }: { ctx: Ctx; input: Player }): Promise<void> {
  if ((await accountActivation({ ctx, input: player })) === 'not-activated') {
    throw new AppError('ACCOUNT_NOT_ACTIVATED', NOT_ACTIVATED_MESSAGE);
  }
}

/** What the game answers carry so the front ends say it before the player types a guess. */
export async function playBlockOf({ ctx, input: player }: { ctx: Ctx; input: Player }): Promise<PlayBlock | null> {
  const activation = await accountActivation({ ctx, input: player });
  return activation === 'not-activated' ? { code: 'ACCOUNT_NOT_ACTIVATED', message: NOT_ACTIVATED_MESSAGE } : null;
}

function lookUp(ctx: Ctx, player: Player): Promise<Activation> {
  const underWay = lookingUp(ctx.database);
  const already = underWay.get(player.walletAddress);
  if (already) return already;
  const lookup = askLedger(ctx, player).finally(() => underWay.delete(player.walletAddress));
  underWay.set(player.walletAddress, lookup);
  return lookup;
}

async function askLedger(ctx: Ctx, player: Player): Promise<Activation> {
  let activation: Activation;
  try {
    activation = (await withinLedgerWait(ctx.ledger.accountExists(player.walletAddress)))
      ? 'activated'
      : 'not-activated';
  } catch (error) {
    ctx.logger.warn({ err: error, walletAddress: player.walletAddress }, 'account lookup failed, allowing play');
    activation = 'unknown';
  }
  if (activation === 'activated') {
    misses(ctx.database).delete(player.walletAddress);
    await ctx.database.update(users).set({ accountActivatedAt: ctx.now }).where(eq(users.id, player.userId));
  } else {
    misses(ctx.database).set(player.walletAddress, { activation, checkedAt: ctx.now.getTime() });
  }
  return activation;
}

/** At sign-in, whether the proven wallet's account exists is looked up once, before the first game needs it. */
export const walletSignInHook: SignInHook = { walletProven: accountActivation };
