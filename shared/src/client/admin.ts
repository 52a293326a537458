import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { POLL } from '../constants';
import {
  ActivateNftsResult,
  AdminMaintenanceStatus,
  AdminNft,
  ArchiveResult,
  AuditEntry,
  BackupDownload,
  BackupList,
  BackupResult,
  DeleteNftResult,
  TodayPlayers,
  auditSearch,
  type AuditFilters,
  type NftEdit,
  type NftFormInput,
} from '../schemas/admin';
import type { MaintenanceNotice } from '../schemas/announcement';
import { TopInviters } from '../schemas/retention';
import { z } from 'zod';
import { apiRequest } from './api-fetch';
import { boardKeys, queryKeys } from './query-keys';

const adminNftsQuery = queryOptions({
  queryKey: queryKeys.admin.nfts,
  queryFn: async () => z.array(AdminNft).parse(await apiRequest('/api/admin/nfts')),
});

const adminMaintenanceQuery = queryOptions({
  queryKey: queryKeys.admin.maintenance,
  queryFn: async () => AdminMaintenanceStatus.parse(await apiRequest('/api/admin/maintenance/status')),
  refetchInterval: POLL.maintenanceAdminMs,
});

const backupListQuery = queryOptions({
  queryKey: queryKeys.admin.backups,
  queryFn: async () => BackupList.parse(await apiRequest('/api/admin/backup/list')),
});

const auditQuery = (query: AuditFilters & { page: number }) =>
  queryOptions({
    queryKey: queryKeys.admin.auditOf(query),
    queryFn: async () => z.array(AuditEntry).parse(await apiRequest(`/api/admin/audit${auditSearch(query)}`)),
    placeholderData: keepPreviousData,
  });

const topInvitersQuery = queryOptions({
  queryKey: queryKeys.admin.invites,
  queryFn: async () => TopInviters.parse(await apiRequest('/api/admin/invites')),
});

export const useTopInviters = () => useQuery(topInvitersQuery);
export const useAdminNfts = (enabled: boolean) => useQuery({ ...adminNftsQuery, enabled });
export const useAdminMaintenance = (enabled: boolean) => useQuery({ ...adminMaintenanceQuery, enabled });
export const useBackupList = (enabled: boolean) => useQuery({ ...backupListQuery, enabled });
/** The latest admin actions, of one action when `action` names it. */
/** A page of the audit log's entries the filters keep, newest first; the page shown stays while the next loads. */
export const useAudit = (query: AuditFilters & { page: number }) => useQuery(auditQuery(query));

/** An admin action; afterwards the named queries (and the audit log) are refetched. */
export function useAdminAction<TInput, TResult>(
  action: (input: TInput) => Promise<TResult>,
  invalidates: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSettled: () => {
      for (const queryKey of [...invalidates, queryKeys.admin.audit]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

/** What a change of the pool refreshes: the library, and the calendar with its pool health. */
const poolKeys = [queryKeys.admin.nfts, queryKeys.admin.calendar];

export const useAddNft = () =>
  useAdminAction(
    async (form: NftFormInput) => AdminNft.parse(await apiRequest('/api/admin/nfts', { method: 'POST', body: form })),
    poolKeys,
  );

export const useEditNft = () =>
  useAdminAction(
    async ({ id, edit }: { id: number; edit: NftEdit }) =>
      AdminNft.parse(await apiRequest(`/api/admin/nfts/${id}`, { method: 'PUT', body: edit })),
    poolKeys,
  );

export const useActivateNfts = () =>
  useAdminAction(
    async (ids: number[]) =>
      ActivateNftsResult.parse(await apiRequest('/api/admin/nfts/activate', { method: 'POST', body: { ids } })),
    poolKeys,
  );

export const useDeleteNft = () =>
  useAdminAction(
    async (id: number) => DeleteNftResult.parse(await apiRequest(`/api/admin/nfts/${id}`, { method: 'DELETE' })),
    poolKeys,
  );

export const useSetNftToday = () =>
  useAdminAction(
    (id: number) => apiRequest(`/api/admin/nfts/${id}/set-today`, { method: 'POST' }),
    [...poolKeys, queryKeys.game.current, queryKeys.game.images, queryKeys.admin.today],
  );

/** How many have played today, asked when Set today's confirmation opens. */
export const useTodayPlayers = () =>
  useQuery({
    queryKey: queryKeys.admin.today,
    queryFn: async () => TodayPlayers.parse(await apiRequest('/api/admin/today')),
  });

/** Maintenance on, with what the maintenance screen tells players, or off. */
export const useSwitchMaintenance = () =>
  useAdminAction(
    async (change: { on: true; notice: MaintenanceNotice } | { on: false }) =>
      AdminMaintenanceStatus.parse(
        await apiRequest(
          `/api/admin/maintenance/${change.on ? 'enable' : 'disable'}`,
          change.on ? { method: 'POST', body: change.notice } : { method: 'POST' },
        ),
      ),
    [queryKeys.admin.maintenance, queryKeys.maintenance],
  );

/** Changes what the maintenance screen tells players while maintenance is on. */
export const useUpdateMaintenanceNotice = () =>
  useAdminAction(
    async (notice: MaintenanceNotice) =>
      AdminMaintenanceStatus.parse(await apiRequest('/api/admin/maintenance/notice', { method: 'PUT', body: notice })),
    [queryKeys.admin.maintenance, queryKeys.maintenance],
  );

export const useResetAdCounts = () =>
  useAdminAction(() => apiRequest('/api/admin/reset-ad-counts', { method: 'POST' }), []);

export const useResetLeaderboards = () =>
  useAdminAction(() => apiRequest('/api/admin/reset-leaderboards', { method: 'POST' }), boardKeys);

export const useBackup = () =>
  useAdminAction(
    async (kind: 'leaderboard' | 'bwif-leaderboard') =>
      BackupResult.parse(await apiRequest(`/api/admin/backup/${kind}`, { method: 'POST' })),
    [queryKeys.admin.backups],
  );

export const useBackupDatabase = () =>
  useAdminAction(() => apiRequest('/api/admin/backup/database', { method: 'POST' }), [queryKeys.admin.backups]);

export const useBackupAll = () =>
  useAdminAction(() => apiRequest('/api/admin/backup/all', { method: 'POST' }), [queryKeys.admin.backups]);

export const useForceArchive = () =>
  useAdminAction(
    async () => ArchiveResult.parse(await apiRequest('/api/admin/force-weekly-archive', { method: 'POST' })),
    [queryKeys.leaderboard.history, queryKeys.admin.raffle, ...boardKeys],
  );

/** Where a backup downloads from; a database backup is served as the SQLite file itself. */
export const backupDownloadUrl = (filename: string) => `/api/admin/backup/download/${encodeURIComponent(filename)}`;

export async function downloadBackup(filename: string): Promise<BackupDownload> {
  return BackupDownload.parse(await apiRequest(backupDownloadUrl(filename)));
}
