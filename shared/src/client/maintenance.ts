import { queryOptions, useQuery } from '@tanstack/react-query';
import { POLL } from '../constants';
import { maintenanceEnd } from '../rules/maintenance-period';
import { MaintenanceStatus } from '../schemas/maintenance';
import { apiRequest } from './api-fetch';
import { activeLanguage, t } from './i18n/language-runtime';
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

/** The maintenance screen's period line in the player's language: undetermined, until the expected end, or running late. */
export function maintenancePeriodLine(until: string | null, now: Date): string {
  const end = maintenanceEnd(until, now, activeLanguage());
  if (!end) return t('maintenance.period.undetermined');
  return t(end.late ? 'maintenance.period.late' : 'maintenance.period.until', { when: end.when });
}
