import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { AdminAnnouncement, type AnnouncementInput } from '../schemas/announcement';
import { useAdminAction } from './admin';
import { apiRequest } from './api-fetch';
import { queryKeys } from './query-keys';

const announcementsQuery = queryOptions({
  queryKey: queryKeys.admin.announcements,
  queryFn: async () => z.array(AdminAnnouncement).parse(await apiRequest('/api/admin/announcements')),
});

/** The admin's latest announcements, newest first. */
export const useAdminAnnouncements = () => useQuery(announcementsQuery);

/** What a change of the announcement refreshes: the admin's list and the banner's status. */
const announcementKeys = [queryKeys.admin.announcements, queryKeys.maintenance];

export const useCreateAnnouncement = () =>
  useAdminAction(
    async (input: AnnouncementInput) =>
      AdminAnnouncement.parse(await apiRequest('/api/admin/announcements', { method: 'POST', body: input })),
    announcementKeys,
  );

export const useEndAnnouncement = () =>
  useAdminAction(
    async (id: number) =>
      AdminAnnouncement.parse(await apiRequest(`/api/admin/announcements/${id}/end`, { method: 'POST' })),
    announcementKeys,
  );
