import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { POLL } from '../constants';
import {
  AdminMaintenanceStatus,
  AdminNft,
  ArchiveResult,
  BackupDownload,
  BackupList,
  BackupResult,
  DeleteNftResult,
  type NftFormInput,
} from '../schemas/admin';
import { z } from 'zod';
import { apiRequest } from './api-fetch';

export const adminNftsQuery = queryOptions({
  queryKey: ['/api/admin/nfts'],
  queryFn: async () => z.array(AdminNft).parse(await apiRequest('/api/admin/nfts')),
});

export const adminMaintenanceQuery = queryOptions({
  queryKey: ['/api/admin/maintenance/status'],
  queryFn: async () => AdminMaintenanceStatus.parse(await apiRequest('/api/admin/maintenance/status')),
  refetchInterval: POLL.maintenanceAdminMs,
});

export const backupListQuery = queryOptions({
  queryKey: ['/api/admin/backup/list'],
  queryFn: async () => BackupList.parse(await apiRequest('/api/admin/backup/list')),
});

const AuditEntry = z.object({
  id: z.number(),
  actor: z.string(),
  action: z.string(),
  detail: z.string().nullable(),
  at: z.string(),
});
export const auditQuery = queryOptions({
  queryKey: ['/api/admin/audit'],
  queryFn: async () => z.array(AuditEntry).parse(await apiRequest('/api/admin/audit')),
});

export const useAdminNfts = (enabled: boolean) => useQuery({ ...adminNftsQuery, enabled });
export const useAdminMaintenance = (enabled: boolean) => useQuery({ ...adminMaintenanceQuery, enabled });
export const useBackupList = (enabled: boolean) => useQuery({ ...backupListQuery, enabled });
export const useAudit = (enabled: boolean) => useQuery({ ...auditQuery, enabled });

/** An admin action; afterwards the named queries (and the audit log) are refetched. */
function useAdminAction<TInput, TResult>(action: (input: TInput) => Promise<TResult>, invalidates: string[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSettled: () => {
      for (const key of [...invalidates, '/api/admin/audit']) void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}

export const useAddNft = () =>
  useAdminAction(
    async (form: NftFormInput) => AdminNft.parse(await apiRequest('/api/admin/nfts', { method: 'POST', body: form })),
    ['/api/admin/nfts'],
  );

export const useDeleteNft = () =>
  useAdminAction(
    async (id: number) => DeleteNftResult.parse(await apiRequest(`/api/admin/nfts/${id}`, { method: 'DELETE' })),
    ['/api/admin/nfts'],
  );

export const useSetNftToday = () =>
  useAdminAction(
    (id: number) => apiRequest(`/api/admin/nfts/${id}/set-today`, { method: 'POST' }),
    ['/api/admin/nfts', '/api/game/current', '/api/game/image'],
  );

export const useSwitchMaintenance = () =>
  useAdminAction(
    async (on: boolean) =>
      AdminMaintenanceStatus.parse(
        await apiRequest(`/api/admin/maintenance/${on ? 'enable' : 'disable'}`, { method: 'POST' }),
      ),
    ['/api/admin/maintenance/status', '/api/maintenance/status'],
  );

export const useResetAdCounts = () =>
  useAdminAction(() => apiRequest('/api/admin/reset-ad-counts', { method: 'POST' }), []);

export const useResetLeaderboards = () =>
  useAdminAction(
    () => apiRequest('/api/admin/reset-leaderboards', { method: 'POST' }),
    ['/api/leaderboard', '/api/bwif-leaderboard'],
  );

export const useBackup = () =>
  useAdminAction(
    async (kind: 'leaderboard' | 'bwif-leaderboard') =>
      BackupResult.parse(await apiRequest(`/api/admin/backup/${kind}`, { method: 'POST' })),
    ['/api/admin/backup/list'],
  );

export const useBackupAll = () =>
  useAdminAction(() => apiRequest('/api/admin/backup/all', { method: 'POST' }), ['/api/admin/backup/list']);

export const useForceArchive = () =>
  useAdminAction(
    async () => ArchiveResult.parse(await apiRequest('/api/admin/force-weekly-archive', { method: 'POST' })),
    ['/api/leaderboard/history', '/api/leaderboard', '/api/bwif-leaderboard'],
  );

export async function downloadBackup(filename: string): Promise<BackupDownload> {
  return BackupDownload.parse(await apiRequest(`/api/admin/backup/download/${encodeURIComponent(filename)}`));
}
