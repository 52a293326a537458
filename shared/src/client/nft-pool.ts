import { queryOptions, useQuery } from '@tanstack/react-query';
import { Calendar, ImportJob, ImportStarted, NftLookup, ScheduleResult, type ImportInput } from '../schemas/nft-pool';
import { useAdminAction } from './admin';
import { apiRequest } from './api-fetch';
import { queryKeys } from './query-keys';

/** How often the admin page asks how a running import is doing. */
const IMPORT_POLL_MS = 1000;

const calendarQuery = queryOptions({
  queryKey: queryKeys.admin.calendar,
  queryFn: async () => Calendar.parse(await apiRequest('/api/admin/calendar?days=30')),
});

export const useCalendar = () => useQuery(calendarQuery);

/** An import's progress, asked again every second until it is done or failed. */
export const useImportJob = (jobId: number | null) =>
  useQuery({
    queryKey: queryKeys.admin.importJob(jobId ?? 0),
    queryFn: async () => ImportJob.parse(await apiRequest(`/api/admin/nfts/import/${jobId}`)),
    enabled: jobId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'running' || !query.state.data ? IMPORT_POLL_MS : false),
  });

export const useNftLookup = () =>
  useAdminAction(
    async (nftTokenId: string) =>
      NftLookup.parse(await apiRequest('/api/admin/nfts/lookup', { method: 'POST', body: { nftTokenId } })),
    [],
  );

export const useStartImport = () =>
  useAdminAction(
    async (input: ImportInput) =>
      ImportStarted.parse(await apiRequest('/api/admin/nfts/import', { method: 'POST', body: input })),
    [],
  );

export const useScheduleDay = () =>
  useAdminAction(
    async ({ day, nftId }: { day: string; nftId: number | null }) =>
      ScheduleResult.parse(
        await apiRequest(
          `/api/admin/calendar/${day}`,
          nftId === null ? { method: 'DELETE' } : { method: 'PUT', body: { nftId } },
        ),
      ),
    [queryKeys.admin.calendar, queryKeys.admin.nfts],
  );
