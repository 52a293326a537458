import { History } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '@app/shared/client/i18n/use-t';
import { LATEST_PUZZLE, practicePath, WEB_ROUTES } from '@app/shared/web-routes';

/** The way to past puzzles once today's game is over. */
export function ArchiveLink() {
  const t = useT();
  return (
    <Link to={WEB_ROUTES.archive} className="btn-secondary">
      <History size={16} aria-hidden /> {t('archive.promo')}
    </Link>
  );
}

/** Beside the sign-in: the newest past puzzle, to play as practice without a wallet. */
export function TryYesterdayLink() {
  const t = useT();
  return (
    <Link to={practicePath(LATEST_PUZZLE)} className="btn-secondary">
      <History size={16} aria-hidden /> {t('archive.tryYesterday')}
    </Link>
  );
}
