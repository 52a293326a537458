import { ARCHIVE_LINKS, LATEST_PUZZLE } from '@app/shared/client/game-flow/archive-links';
import { HistoryIcon } from '../../../components/icons';
import { ScreenLink } from '../../../lib/screens';

/** The way to past puzzles: an icon in the top bar (`short`, named for screen readers), or the offer once today's game is over. */
export function ArchiveLink({ short = false }: { short?: boolean }) {
  if (short)
    return (
      <ScreenLink to="/archive" className="icon-button">
        <HistoryIcon />
        <span className="visually-hidden">{ARCHIVE_LINKS.link}</span>
      </ScreenLink>
    );
  return (
    <ScreenLink to="/archive" className="pill-button">
      <HistoryIcon /> {ARCHIVE_LINKS.promo}
    </ScreenLink>
  );
}

/** Beside the sign-in: the newest past puzzle, to play as practice without a wallet. */
export function TryYesterdayLink() {
  return (
    <ScreenLink to={`/archive/${LATEST_PUZZLE}`} className="pill-button">
      <HistoryIcon /> {ARCHIVE_LINKS.tryYesterday}
    </ScreenLink>
  );
}
