import type { ReactNode } from 'react';

/** The admin page's sections, in page order, as the menu links to them. */
const ADMIN_SECTIONS = [
  { id: 'maintenance', label: 'Maintenance' },
  { id: 'announcements', label: 'Announcements' },
  { id: 'nfts', label: 'Add NFTs' },
  { id: 'library', label: 'Library' },
  { id: 'calendar', label: 'Calendar' },
  { id: 'ads', label: 'Ads' },
  { id: 'backups', label: 'Backups' },
  { id: 'raffle', label: 'Raffle' },
  { id: 'invites', label: 'Invites' },
  { id: 'audit', label: 'Audit log' },
] as const;

type AdminSectionId = (typeof ADMIN_SECTIONS)[number]['id'];

/**
 * A menu that stays at the top while the long page scrolls: on a phone the page is thousands
 * of pixels tall, and each section is one tap away. It scrolls sideways on a narrow screen.
 */
export function AdminSectionMenu() {
  return (
    <nav
      aria-label="Admin sections"
      className="sticky top-0 z-40 -mx-4 overflow-x-auto border-b border-slate-200 bg-white/95 px-4 py-2 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95"
    >
      <ul className="flex gap-2 whitespace-nowrap">
        {ADMIN_SECTIONS.map(({ id, label }) => (
          <li key={id}>
            <a href={`#${id}`} className="btn-secondary inline-flex min-h-11 items-center px-3 text-sm">
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A section the menu jumps to: it lands below the sticky menu, not under it. */
export function AdminSection({ id, children }: { id: AdminSectionId; children: ReactNode }) {
  return (
    <div id={id} className="flex min-w-0 scroll-mt-20 flex-col gap-6">
      {children}
    </div>
  );
}
