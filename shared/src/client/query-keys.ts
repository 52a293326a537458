import type { BoardName } from '../schemas/leaderboard';

/*
 * Every react-query key of both front ends. A key starts with its endpoint's path, so a
 * key without parameters (`all`) is the prefix that invalidates every variant under it:
 * the own-rank query sits under the weekly board's prefix on purpose, so whatever
 * refreshes the board refreshes the rank too.
 */
export const queryKeys = {
  me: ['/api/me'],
  config: ['/api/config'],
  adResetCheck: ['/api/ad-reset-check'],
  maintenance: ['/api/maintenance/status'],
  game: {
    current: ['/api/game/current'],
    images: ['/api/game/image'],
    image: (showUnblurred: boolean) => ['/api/game/image', { showUnblurred }] as const,
  },
  playerStats: ['/api/player/stats'],
  roundCommitments: ['/api/rounds/commitments'],
  archive: {
    all: ['/api/archive'],
    list: ['/api/archive', 'list'],
    round: (roundId: number) => ['/api/archive', roundId] as const,
  },
  spread: (roundId: number) => ['/api/rounds', roundId, 'spread'] as const,
  leaderboard: {
    all: ['/api/leaderboard'],
    top: (limit: number) => ['/api/leaderboard', { limit }] as const,
    ownRanks: ['/api/leaderboard', 'me'],
    ownRank: (board: BoardName) => ['/api/leaderboard', 'me', { board }] as const,
    history: ['/api/leaderboard/history'],
    /** Under the history's key, so refreshing the history refreshes the entrants too. */
    raffleEntrants: (periodId: number) => ['/api/leaderboard/history', periodId, 'entrants'] as const,
  },
  holdersLeaderboard: {
    all: ['/api/bwif-leaderboard'],
    top: (limit: number) => ['/api/bwif-leaderboard', { limit }] as const,
  },
  pointsLeaderboard: ['/api/bwif-points-leaderboard'],
  groups: {
    all: ['/api/groups'],
    board: (groupId: string) => ['/api/groups', groupId, 'board'] as const,
  },
  admin: {
    nfts: ['/api/admin/nfts'],
    maintenance: ['/api/admin/maintenance/status'],
    announcements: ['/api/admin/announcements'],
    backups: ['/api/admin/backup/list'],
    audit: ['/api/admin/audit'],
    auditOf: (query: object) => ['/api/admin/audit', query] as const,
    calendar: ['/api/admin/calendar'],
    today: ['/api/admin/today'],
    importJob: (jobId: number) => ['/api/admin/nfts/import', jobId] as const,
    raffle: ['/api/admin/raffle'],
    invites: ['/api/admin/invites'],
    insights: (from: string, to: string) => ['/api/admin/insights', { from, to }] as const,
    rafflePayment: (uuid: string) => ['/api/admin/raffle/payments', uuid] as const,
  },
} as const;

/** The keys a points change refreshes: both leaderboards (and the own rank under the weekly one), and group boards. */
export const boardKeys = [queryKeys.leaderboard.all, queryKeys.holdersLeaderboard.all, queryKeys.groups.all] as const;

/**
 * The answers that are one player's own: signing out drops them, so no screen draws them
 * again, not even from a query turned off for a signed-out page.
 */
export const playerKeys = [
  queryKeys.me,
  queryKeys.playerStats,
  queryKeys.leaderboard.ownRanks,
  queryKeys.archive.all,
  queryKeys.game.current,
] as const;
