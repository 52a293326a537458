import { t } from '../i18n/language-runtime';

/** The header's way to the archive (the other links read their catalog ids where they are drawn). */
export const ARCHIVE_LINKS = {
  get link() {
    return t('archive.link');
  },
};

/** The id a practice path takes for the newest past round, whichever day it is ("Try yesterday's puzzle"). */
export const LATEST_PUZZLE = 'latest';
