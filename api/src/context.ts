import type { Database } from '@app/db/database';
import type { Logger } from 'pino';
import type { Announcer } from '@app/shared/announcements';
import type { PreparedShares } from '@app/bot/prepared-share';
import type { ReminderSender } from '@app/bot/reminder-sender';
import type { GroupChats } from '@app/bot/group-chats';
import type { Clock } from './adapters/clock';
import type { ImageSource } from './adapters/image-source/types';
import type { LedgerAdapter } from './adapters/ledger/types';
import type { MetadataSource, NftSource } from './adapters/nft-source/types';
import type { RandomSource } from './adapters/random';
import type { XamanAdapter } from './adapters/xaman/types';
import type { Metrics } from './metrics/metrics';
import type { RedisLink } from './adapters/redis/connect';
import type { ChangeSignals } from './cluster/signals';
import type { Settings } from './settings';

/** Everything the app needs from outside, passed to createApp so tests can swap any of it. */
export interface AppDeps {
  /** The record, on either engine: what services read and write through, awaiting each query. */
  database: Database;
  settings: Settings;
  clock: Clock;
  xaman: XamanAdapter;
  ledger: LedgerAdapter;
  imageSource: ImageSource;
  /** NFTs read from the ledger by NFTokenID or issuer, and their metadata. */
  nftSource: NftSource;
  nftMetadata: MetadataSource;
  random: RandomSource;
  logger: Logger;
  announcer: Announcer;
  /** The bot's prepared share messages for the Mini App; null while the bot is off. */
  preparedShares: PreparedShares | null;
  /** The bot's daily reminders to players; null while the bot is off. */
  reminderSender: ReminderSender | null;
  /** The bot's group membership checks and daily group posts; null while the bot is off. */
  groupChats: GroupChats | null;
  metrics: Metrics;
  /** Redis, when several processes serve the game (REDIS_URL); null for one process. */
  redis: RedisLink | null;
  /** Tells the other processes what changed, and hears what they changed. */
  signals: ChangeSignals;
  /** What features do because someone signed in, in order (each feature's hook, wired in app.ts). */
  signInHooks: readonly SignInHook[];
}

/**
 * What a feature does because someone signed in: identity calls each hook a feature
 * registers, and imports no feature. The transaction's hooks run inside the sign-in's
 * transaction.
 */
export interface SignInHook {
  /** A visitor's session became `userId`'s sign-in: what the visitor kept becomes theirs. */
  guestSignedIn?(tx: Database, event: { guestSessionId: string; userId: number }): Promise<unknown>;
  /**
   * A Telegram-only account (`from`) merged into the wallet's player (`to`) that takes over
   * its Telegram identity, before `from` is deleted; `toIsNew` when this sign-in created `to`.
   */
  accountsMerged?(tx: Database, event: { from: number; to: number; toIsNew: boolean }): Promise<unknown>;
  /** A player signed in with an invite code (a web link's, or a launch's start parameter). */
  invited?(
    db: Database,
    event: { invitee: { id: number; createdAt: Date }; code: string | null; now: Date },
  ): Promise<unknown>;
  /** A wallet was proven by a signature or an xApp launch, its player signed in. */
  walletProven?(call: { ctx: Ctx; input: Player }): Promise<unknown>;
}

/**
 * The signed-in state of the request: loaded from the session cookie, or built from the
 * Telegram launch data of `Authorization: tma <initData>` (then it has no row and no cookie).
 */
export interface SessionState {
  /** The session row's id; `telegram:<id>` for a request authorized by launch data. */
  id: string;
  userId: number | null;
  walletAddress: string | null;
  /** How the wallet was proven ('xapp': an xApp launch Xaman resolved); only 'xaman' can make the admin. Null when anonymous. */
  proof: 'xaman' | 'xapp' | 'telegram' | null;
  appearance: 'light' | 'dark' | 'system';
  /** The Telegram user whose launch data authorized the request; absent for a cookie session. */
  telegramId?: string;
  /** The signed start parameter of that launch data (`ref_<code>`, `g_<group>`…), if any. */
  startParam?: string | null;
}

/** What a service function receives: the deps, the request's time and its session. */
export interface Ctx extends AppDeps {
  now: Date;
  session: SessionState | null;
  /** The x-wallet-address header: a claim checked against the session, never trusted. */
  walletHeader: string | null;
  /** Who the audit log names when the caller is not a session (the bot's admin commands). */
  auditActor?: string;
}

/** A signed-in player: a session that proved a wallet. */
export interface Player {
  userId: number;
  walletAddress: string;
}

/** Who a context serves: a request (its session and wallet header), a bot update or a job (neither). */
export interface Caller {
  /** The time the caller read from the clock; read now when left out. */
  now?: Date;
  session?: SessionState | null;
  walletHeader?: string | null;
  auditActor?: string;
}

/** The one way a Ctx is built, for a request, a bot update or a job alike. */
export function contextFor(deps: AppDeps, caller: Caller = {}): Ctx {
  return {
    ...deps,
    now: caller.now ?? deps.clock.now(),
    session: caller.session ?? null,
    walletHeader: caller.walletHeader ?? null,
    auditActor: caller.auditActor,
  };
}
