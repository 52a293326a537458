import { History } from 'lucide-react';
import { Link } from 'react-router';
import { ARCHIVE_LINKS, LATEST_PUZZLE } from '@app/shared/client/game-flow/archive-links';
import { practicePath, WEB_ROUTES } from '@app/shared/web-routes';

/** The way to past puzzles once today's game is over. */
export function ArchiveLink() {
  return (
    <Link to={WEB_ROUTES.archive} className="btn-secondary">
      <History size={16} aria-hidden /> {ARCHIVE_LINKS.promo}
    </Link>
  );
}

/** Beside the sign-in: the newest past puzzle, to play as practice without a wallet. */
export function TryYesterdayLink() {
  return (
    <Link to={practicePath(LATEST_PUZZLE)} className="btn-secondary">
      <History size={16} aria-hidden /> {ARCHIVE_LINKS.tryYesterday}
    </Link>
  );
}
