import {
  bwifLeaderboard,
  leaderboard,
  weeklyArchives,
  weeklyBwifLeaderboardHistory,
  weeklyLeaderboardHistory,
} from '@app/db/schema/leaderboards';
import { eq, sql } from '@app/db/orm';
import type { Db } from '@app/db/client';
import { shortenAddress } from '@app/shared/rules/address';
import { drawRaffle, type RaffleEntrant } from '@app/shared/rules/raffle';
import { utcDay, weekOf, type WeekBounds } from '@app/shared/rules/time';
import type { RankedName, WeeklyResults } from '@app/bot/services';
import type { AppDeps } from '../../context';
import { forgetRankIndexes } from '../leaderboard/own-rank';

export const RAFFLE_WINNERS = 3;
const ANNOUNCED_PLACES = 10;

type Board = typeof leaderboard | typeof bwifLeaderboard;
type History = typeof weeklyLeaderboardHistory | typeof weeklyBwifLeaderboardHistory;

/** Copies a board into its history table with ranks (ties share one), in one statement. */
function copyRanked(db: Db, board: Board, history: History, week: { start: string; end: string }, now: Date) {
  const balance = board === bwifLeaderboard ? sql`, bwif_balance` : sql``;
  const balanceValue = board === bwifLeaderboard ? sql`, b.bwif_balance` : sql``;
  db.run(sql`
    INSERT INTO ${history} (week_start, week_end, user_id, rank, username, wallet_address, points,
                            nfts_identified, average_attempts, date_archived ${balance})
    SELECT ${week.start}, ${week.end}, b.user_id,
           RANK() OVER (ORDER BY b.total_points DESC, b.average_attempts, b.last_updated),
           u.display_name, COALESCE(u.wallet_address, ''), b.total_points, b.total_correct,
           CASE WHEN b.total_correct > 0 THEN ROUND(CAST(b.total_attempts AS REAL) / b.total_correct, 1) ELSE 0 END,
           ${now.getTime()} ${balanceValue}
    FROM ${board} b JOIN users u ON u.id = b.user_id`);
}

function announcedPlaces(db: Db, history: History, weekStart: string): RankedName[] {
  return db
    .select({ rank: history.rank, name: history.username, wallet: history.walletAddress, points: history.points })
    .from(history)
    .where(eq(history.weekStart, weekStart))
    .orderBy(history.rank, history.id)
    .limit(ANNOUNCED_PLACES)
    .all()
    .map((row) => ({ rank: row.rank, name: row.name || shortenAddress(row.wallet), points: row.points }));
}

/** Holders with points this week, weighted by those points. */
function raffleEntrants(db: Db, holderMin: number): RaffleEntrant[] {
  return db
    .all<{ userId: number; walletAddress: string; weight: number }>(
      sql`SELECT b.user_id AS userId, COALESCE(u.wallet_address, '') AS walletAddress, b.total_points AS weight
          FROM bwif_leaderboard b JOIN users u ON u.id = b.user_id
          WHERE b.total_points > 0 AND CAST(b.bwif_balance AS REAL) >= ${holderMin}
          ORDER BY b.user_id`,
    )
    .filter((entrant) => entrant.walletAddress !== '');
}

export interface ArchiveOutcome {
  weekStart: string;
  weekEnd: string;
  /** False when the week had been archived already: the boards were only reset. */
  archived: boolean;
  results: WeeklyResults | null;
}

/**
 * Archives a week in one transaction: ranked rows of both boards into the history, the
 * raffle drawn among holders with a recorded seed, then both boards reset. A week is
 * archived at most once; archiving it again only resets the boards.
 */
export function archiveWeek(deps: Pick<AppDeps, 'db' | 'random' | 'settings'>, week: WeekBounds, now: Date, forced = false): ArchiveOutcome {
  const bounds = { start: utcDay(week.start), end: utcDay(week.end) };
  const outcome = deps.db.transaction(
    (tx) => {
      const already = tx.select().from(weeklyArchives).where(eq(weeklyArchives.weekStart, bounds.start)).get();
      let results: WeeklyResults | null = null;
      if (!already) {
        copyRanked(deps.db, leaderboard, weeklyLeaderboardHistory, bounds, now);
        copyRanked(deps.db, bwifLeaderboard, weeklyBwifLeaderboardHistory, bounds, now);
        const entrants = raffleEntrants(deps.db, deps.settings.holderMin);
        const seed = deps.random.token(16);
        const winners = drawRaffle(entrants, seed, RAFFLE_WINNERS);
        tx.insert(weeklyArchives)
          .values({
            weekStart: bounds.start,
            weekEnd: bounds.end,
            archivedAt: now,
            forced,
            raffleSeed: seed,
            raffleEntrants: JSON.stringify(entrants),
            raffleWinners: JSON.stringify(winners.map((winner) => winner.userId)),
          })
          .run();
        results = {
          weekStart: bounds.start,
          weekEnd: bounds.end,
          top: announcedPlaces(deps.db, weeklyLeaderboardHistory, bounds.start),
          holdersTop: announcedPlaces(deps.db, weeklyBwifLeaderboardHistory, bounds.start),
          raffle: { seed, winners: winners.map((winner) => ({ name: winner.walletAddress, walletAddress: winner.walletAddress })) },
        };
      }
      tx.delete(leaderboard).run();
      tx.delete(bwifLeaderboard).run();
      return { weekStart: bounds.start, weekEnd: bounds.end, archived: !already, results };
    },
    { behavior: 'immediate' },
  );
  forgetRankIndexes(deps.db);
  return outcome;
}

/** The week of the newest score on either board, or null when both are empty. */
export function weekOfLatestScore(db: Db): WeekBounds | null {
  const row = db.get<{ latest: number | null }>(
    sql`SELECT MAX(latest) AS latest FROM (SELECT MAX(last_updated) AS latest FROM leaderboard
        UNION ALL SELECT MAX(last_updated) FROM bwif_leaderboard)`,
  );
  return row?.latest ? weekOf(new Date(row.latest)) : null;
}

/**
 * The Monday job: archives the boards when their newest score belongs to a week that has
 * ended (also catches up after the server was down over Monday). Announces the results.
 */
export async function runWeeklyArchiveIfDue(deps: AppDeps, now: Date): Promise<ArchiveOutcome | null> {
  const scoredWeek = weekOfLatestScore(deps.db);
  if (!scoredWeek || scoredWeek.start >= weekOf(now).start) return null;
  const outcome = archiveWeek(deps, scoredWeek, now);
  if (outcome.results) await announce(deps, outcome.results);
  return outcome;
}

export async function announce(deps: Pick<AppDeps, 'announcer' | 'logger'>, results: WeeklyResults): Promise<void> {
  try {
    await deps.announcer.weeklyResults(results);
  } catch (error) {
    deps.logger.warn({ err: error }, 'weekly results announcement failed');
  }
}
