// Its own module: the Mini App loads these words only once a player waits on Xaman.

/** What a player waiting on Xaman is told, and what Xaman is for one who does not have it. */
export const XAMAN_COPY = {
  waiting: 'Waiting for approval in Xaman…',
  helpTitle: 'No Xaman yet?',
  help: 'Xaman is a free wallet app for the XRP Ledger: you sign in here by approving a request in it, with no password. Get it for iPhone or Android, then connect again.',
  get: 'Get Xaman',
  /** Xaman's own site, which sends each phone to its app store. */
  home: 'https://xaman.app',
} as const;
