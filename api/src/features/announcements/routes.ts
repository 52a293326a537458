import { AnnouncementInput } from '@app/shared/schemas/announcement';
import { IdParams } from '@app/shared/schemas/admin';
import { adminAnswer } from '../../http/admin-route';
import type { Route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { createAnnouncement, endAnnouncement, listAnnouncements } from './admin';

/** /api/admin/announcements: the admin's announcements, listed, posted and ended. */
export const announcementRoutes: Route[] = [
  adminAnswer({ method: 'get', path: '/announcements' }, (ctx) => listAnnouncements({ ctx })),
  adminAnswer(
    { method: 'post', path: '/announcements', jsonBody: true },
    (ctx, req) => createAnnouncement({ ctx, input: parseInput(AnnouncementInput, req.body) }),
    201,
  ),
  adminAnswer({ method: 'post', path: '/announcements/:id/end' }, (ctx, req) =>
    endAnnouncement({ ctx, input: parseInput(IdParams, req.params).id }),
  ),
];
