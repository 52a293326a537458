import { useAnnouncementBanner } from '@app/shared/client/announcement-banner';
import './announcement-banner.css';

/** The admin's current announcement, floating above the page in Telegram's colours until closed. Loaded only when there is one. */
export function AnnouncementBanner() {
  const { announcement, dismiss } = useAnnouncementBanner();
  if (!announcement) return null;
  return (
    <aside aria-label="Announcement" className="announcement">
      <p>{announcement.text}</p>
      <button type="button" onClick={dismiss} aria-label="Dismiss announcement">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden>
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </aside>
  );
}
