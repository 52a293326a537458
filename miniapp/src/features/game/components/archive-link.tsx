import { LATEST_PUZZLE } from '@app/shared/web-routes';
import { useT } from '@app/shared/client/i18n/use-t';
import { HistoryIcon } from '../../../components/icons';
import { ScreenLink } from '../../../lib/screens';

/** The way to past puzzles: an icon in the top bar (`short`, named for screen readers), or the offer once today's game is over. */
export function ArchiveLink({ short = false }: { short?: boolean }) {
  const t = useT();
  if (short)
    return (
      <ScreenLink to="/archive" className="icon-button">
        <HistoryIcon />
        <span className="visually-hidden">{t('archive.link')}</span>
      </ScreenLink>
    );
  return (
    <ScreenLink to="/archive" className="pill-button">
      <HistoryIcon /> {t('archive.promo')}
    </ScreenLink>
  );
}

/** Beside the sign-in: the newest past puzzle, to play as practice without a wallet. */
export function TryYesterdayLink() {
  const t = useT();
  return (
    <ScreenLink to={`/archive/${LATEST_PUZZLE}`} className="pill-button">
      <HistoryIcon /> {t('archive.tryYesterday')}
    </ScreenLink>
  );
}
