import { announcements } from '@app/db/schema/announcements';
import { desc, isNull } from '@app/db/orm';
import type { Database } from '@app/db/database';
import type { AppDeps } from '../../context';
import type { Announcement } from '@app/shared/schemas/maintenance';
import { perDb } from '../../storage/per-db';
import { forgetOnChange } from '../../cluster/signals';

export type AnnouncementRow = typeof announcements.$inferSelect;

/** The site status every page polls carries the announcement: kept in memory per database, dropped on change. */
const known = perDb((): { open: Promise<AnnouncementRow | null> | null } => ({ open: null }));

async function readOpen(db: Database): Promise<AnnouncementRow | null> {
  const [row] = await db
    .select()
    .from(announcements)
    .where(isNull(announcements.endedAt))
    .orderBy(desc(announcements.id))
    .limit(1);
  return row ?? null;
}

/** The announcement the admin has not ended (at most one), from memory once read. */
function openAnnouncement(db: Database): Promise<AnnouncementRow | null> {
  const memory = known(db);
  return (memory.open ??= readOpen(db).catch((error: unknown) => {
    memory.open = null;
    throw error;
  }));
}

/** Drops the announcement in memory: it changed, here or in another process. */
export function forgetAnnouncement(db: Database): void {
  known(db).open = null;
}

/** Drops the announcement in memory whenever another process changes it, or when its signals may have gone unheard. */
export function followAnnouncementChanges({ deps }: { deps: Pick<AppDeps, 'signals' | 'database'> }): void {
  forgetOnChange(deps.signals, 'announcement', () => forgetAnnouncement(deps.database));
}

/** Shown to players at `now`: not ended, and not past its end time. */
export const isShowing = (row: AnnouncementRow, now: Date) =>
  row.endedAt === null && (row.endsAt === null || row.endsAt > now);

/** The announcement the banner shows at `now`, or null. */
export async function currentAnnouncement(db: Database, now: Date): Promise<Announcement | null> {
  const row = await openAnnouncement(db);
  if (!row || !isShowing(row, now)) return null;
  return { id: row.id, text: row.text, endsAt: row.endsAt?.toISOString() ?? null };
}
