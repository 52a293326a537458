import { queryOptions, useQuery } from '@tanstack/react-query';
import { POLL } from '../constants';
import { AdminRaffle, PaymentCreated, PaymentState } from '../schemas/raffle';
import { apiRequest } from './api-fetch';
import { useAdminAction } from './admin';
import { queryKeys } from './query-keys';

const adminRaffleQuery = queryOptions({
  queryKey: queryKeys.admin.raffle,
  queryFn: async () => AdminRaffle.parse(await apiRequest('/api/admin/raffle')),
});

export const useAdminRaffle = () => useQuery(adminRaffleQuery);

/** Starts a Xaman payment of a winner's prize. */
export const usePayWinner = () =>
  useAdminAction(
    async ({ periodId, walletAddress }: { periodId: number; walletAddress: string }) =>
      PaymentCreated.parse(
        await apiRequest(`/api/admin/raffle/${periodId}/pay`, { method: 'POST', body: { walletAddress } }),
      ),
    [],
  );

export const useSetPrize = () =>
  useAdminAction(
    ({ periodId, prizeXrp }: { periodId: number; prizeXrp: number }) =>
      apiRequest(`/api/admin/raffle/${periodId}/prize`, { method: 'PUT', body: { prizeXrp } }),
    [queryKeys.admin.raffle, queryKeys.leaderboard.history],
  );

/** A payment's state, polled while it is pending (the server checks Xaman, then the ledger). */
export const usePaymentState = (uuid: string | null) =>
  useQuery({
    queryKey: queryKeys.admin.rafflePayment(uuid ?? ''),
    queryFn: async () => PaymentState.parse(await apiRequest(`/api/admin/raffle/payments/${uuid}`)),
    enabled: uuid !== null,
    refetchInterval: (query) => (query.state.data?.state === 'pending' ? POLL.walletStatusMs : false),
  });
