import { t } from '../i18n/language-runtime';

/**
 * The words of the ways to the archive on the first screens: a module apart from the
 * archive's own words (archive-copy.ts), which only its lazily loaded pages need, so the
 * first screens' bundles carry these alone.
 */
export const ARCHIVE_LINKS = {
  get link() {
    return t('archive.link');
  },
  get promo() {
    return t('archive.promo');
  },
  get tryYesterday() {
    return t('archive.tryYesterday');
  },
};

/** The id a practice path takes for the newest past round, whichever day it is ("Try yesterday's puzzle"). */
export const LATEST_PUZZLE = 'latest';
