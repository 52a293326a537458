/** The web app's pages: its router declares these, and the server answers any other path 404. */
export const WEB_ROUTES = {
  game: '/',
  admin: '/admin',
  terms: '/terms',
  history: '/leaderboard/history',
  points: '/bwif-points',
} as const;

/** `path` as the web app's router matches it: any case, trailing slash or not. */
export function webPagePath(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed.toLowerCase();
}

/** Whether the web app has a page at `path`. */
export function isWebPage(path: string): boolean {
  return Object.values<string>(WEB_ROUTES).includes(webPagePath(path));
}
