/** Where the Mini App is served. */
export const BASE = '/telegram';

/** The path below /telegram: '/' for the game, '/bwif-points' for the points board. */
export const screenPath = () => location.pathname.slice(BASE.length).replace(/\/$/, '') || '/';
