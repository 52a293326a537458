import { History } from 'lucide-react';
import { Link } from 'react-router';
import { ARCHIVE_COPY } from '@app/shared/client/game-flow/archive-copy';
import { WEB_ROUTES } from '@app/shared/web-routes';

/** The way to past puzzles once today's game is over. */
export function ArchiveLink() {
  return (
    <Link to={WEB_ROUTES.archive} className="btn-secondary">
      <History size={16} aria-hidden /> {ARCHIVE_COPY.promo}
    </Link>
  );
}
