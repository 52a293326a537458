import type { PlayerMessage } from '../guess-failure';
import { t } from '../i18n/language-runtime';

/** What the newest past puzzle's page says while it cannot open it: none yet, or the archive did not load. */
export function latestPuzzleFailure({ empty, failed }: { empty: boolean; failed: boolean }): PlayerMessage | null {
  if (empty) return { title: t('archive.noneYet'), description: t('archive.empty') };
  return failed ? { title: t('archive.notLoaded'), description: t('archive.roundLoadFailed') } : null;
}
