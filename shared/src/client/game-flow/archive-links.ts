/** The id a practice path takes for the newest past round, whichever day it is ("Try yesterday's puzzle"). */
export const LATEST_PUZZLE = 'latest';
