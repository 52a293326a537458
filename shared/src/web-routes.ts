/** The web app's pages: its router declares these, and the server answers any other path 404. */
export const WEB_ROUTES = {
  game: '/',
  admin: '/admin',
  insights: '/admin/insights',
  terms: '/terms',
  history: '/leaderboard/history',
  points: '/bwif-points',
  archive: '/archive',
  practice: '/archive/:roundId',
  fairness: '/fair',
} as const;

/** The id a practice path takes for the newest past round, whichever day it is ("Try yesterday's puzzle"). */
export const LATEST_PUZZLE = 'latest';

/** The practice page of a past round (by its id, or `latest` for the newest). */
export const practicePath = (roundId: number | string) => WEB_ROUTES.practice.replace(':roundId', String(roundId));

/** The fairness page at one round's proof (`round`), or at today's commitment. */
export const fairnessPath = (roundId?: number) =>
  roundId === undefined ? WEB_ROUTES.fairness : `${WEB_ROUTES.fairness}?round=${roundId}`;

/** A route as a pattern: each `:param` matches one path segment. */
const ROUTE_PATTERNS = Object.values<string>(WEB_ROUTES).map(
  (route) => new RegExp(`^${route.replace(/:[a-zA-Z]+/g, '[^/]+')}$`),
);

/** `path` as the web app's router matches it: any case, trailing slash or not. */
export function webPagePath(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed.toLowerCase();
}

/** Whether the web app has a page at `path`. */
export function isWebPage(path: string): boolean {
  const page = webPagePath(path);
  return ROUTE_PATTERNS.some((pattern) => pattern.test(page));
}
