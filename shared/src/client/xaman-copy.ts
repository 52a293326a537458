import { t } from './i18n/language-runtime';

// Its own module: the Mini App loads these words only once a player waits on Xaman.

/** What a player waiting on Xaman is told, and what Xaman is for one who does not have it. */
export const XAMAN_COPY = {
  get waiting() {
    return t('xaman.waiting');
  },
  get helpTitle() {
    return t('xaman.helpTitle');
  },
  get help() {
    return t('xaman.help');
  },
  get get() {
    return t('xaman.get');
  },
  /** Xaman's own site, which sends each phone to its app store. */
  home: 'https://xaman.app',
} as const;
