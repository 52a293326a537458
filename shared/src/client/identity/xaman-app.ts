/** Xaman's own site, which sends each phone to its app store. */
export const XAMAN_HOME = 'https://xaman.app';
