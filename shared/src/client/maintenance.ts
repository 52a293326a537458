import { queryOptions, useQuery } from '@tanstack/react-query';
import { POLL } from '../constants';
import { MaintenanceStatus } from '../schemas/maintenance';
import { apiRequest } from './api-fetch';
import { queryKeys } from './query-keys';

const maintenanceQuery = queryOptions({
  queryKey: queryKeys.maintenance,
  queryFn: async () => MaintenanceStatus.parse(await apiRequest('/api/maintenance/status')),
  refetchInterval: POLL.maintenanceSiteMs,
  retry: 2,
});

export function useMaintenance() {
  return useQuery(maintenanceQuery);
}
