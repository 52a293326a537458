import { announcements } from '@app/db/schema/announcements';
import { desc, eq, isNull } from '@app/db/orm';
import type { AdminAnnouncement, AnnouncementInput } from '@app/shared/schemas/announcement';
import type { z } from 'zod';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { audit } from '../../audit/audit';
import { momentAhead } from '../../moment-ahead';
import { deliverInBackground } from './deliver';
import { forgetAnnouncement, isShowing, type AnnouncementRow } from './store';

/** The admin page lists this many, newest first. */
const LISTED = 10;

const iso = (moment: Date | null) => moment?.toISOString() ?? null;

function describe(row: AnnouncementRow, now: Date): AdminAnnouncement {
  return {
    id: row.id,
    text: row.text,
    endsAt: iso(row.endsAt),
    createdAt: row.createdAt.toISOString(),
    endedAt: iso(row.endedAt),
    toChannel: row.toChannel,
    deliveredAt: iso(row.deliveredAt),
    received: row.received,
    current: isShowing(row, now),
  };
}

/** The banners of every process show the change within their next status poll. */
function changed(ctx: Ctx): void {
  forgetAnnouncement(ctx.database);
  ctx.signals.publish('announcement');
}

/** GET /api/admin/announcements: the latest ones, newest first. */
export async function listAnnouncements({ ctx }: { ctx: Ctx }): Promise<AdminAnnouncement[]> {
  const rows = await ctx.database.select().from(announcements).orderBy(desc(announcements.id)).limit(LISTED);
  return rows.map((row) => describe(row, ctx.now));
}

/**
 * POST /api/admin/announcements: shown at once (ending the one before), and sent by the
 * bot to the players who let it write to them, and to the announcement chat when asked.
 */
export async function createAnnouncement({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: z.output<typeof AnnouncementInput>;
}): Promise<AdminAnnouncement> {
  const endsAt = momentAhead(input.endsAt, ctx.now, 'endsAt');
  const row = await ctx.database.transaction(async (tx) => {
    const replaced = await tx
      .update(announcements)
      .set({ endedAt: ctx.now })
      .where(isNull(announcements.endedAt))
      .returning({ id: announcements.id });
    const [created] = await tx
      .insert(announcements)
      .values({ text: input.text, createdAt: ctx.now, endsAt, toChannel: input.toChannel })
      .returning();
    const detail = { id: created!.id, text: input.text, endsAt: iso(endsAt), toChannel: input.toChannel };
    const ended = replaced.map((each) => each.id);
    await audit({
      ctx: { ...ctx, database: tx },
      input: { action: 'announcement.create', detail: ended.length ? { ...detail, ended } : detail },
    });
    return created!;
  });
  changed(ctx);
  deliverInBackground({ ctx });
  return describe(row, ctx.now);
}

/** POST /api/admin/announcements/:id/end: no longer shown, and its sending stops. 404 unknown, 409 already ended. */
export async function endAnnouncement({ ctx, input: id }: { ctx: Ctx; input: number }): Promise<AdminAnnouncement> {
  const row = await ctx.database.transaction(async (tx) => {
    const [found] = await tx.select().from(announcements).where(eq(announcements.id, id));
    if (!found) throw new AppError('NOT_FOUND', 'No announcement has this id');
    if (found.endedAt) throw new AppError('CONFLICT', 'This announcement has already ended');
    const [ended] = await tx
      .update(announcements)
      .set({ endedAt: ctx.now })
      .where(eq(announcements.id, id))
      .returning();
    await audit({ ctx: { ...ctx, database: tx }, input: { action: 'announcement.end', detail: { id } } });
    return ended!;
  });
  changed(ctx);
  return describe(row, ctx.now);
}
