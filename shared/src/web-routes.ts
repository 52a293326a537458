/** The web app's pages: its router declares these, and the server answers any other path 404. */
export const WEB_ROUTES = {
  game: '/',
  admin: '/admin',
  terms: '/terms',
  history: '/leaderboard/history',
  points: '/bwif-points',
} as const;

/** Whether the web app has a page at `path`, matched as its router matches: any case, trailing slash or not. */
export function isWebPage(path: string): boolean {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return Object.values<string>(WEB_ROUTES).includes(trimmed.toLowerCase());
}
