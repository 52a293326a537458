import { queryOptions, useQuery } from '@tanstack/react-query';
import { AD_REWARD_POINTS, POLL } from '../constants';
import { AdIntent, AdResetCheck, AdRewardResult } from '../schemas/ads';
import { PublicConfig } from '../schemas/config';
import { apiRequest } from './api-fetch';
import { queryKeys } from './query-keys';

const configQuery = queryOptions({
  queryKey: queryKeys.config,
  queryFn: async () => PublicConfig.parse(await apiRequest('/api/config')),
  staleTime: Infinity,
});

export const usePublicConfig = () => useQuery(configQuery);

export async function claimAdReward(gameRoundId?: number): Promise<AdRewardResult> {
  const body = { points: AD_REWARD_POINTS, platform: 'telegram' as const, ...(gameRoundId ? { gameRoundId } : {}) };
  return AdRewardResult.parse(await apiRequest('/api/rewards/ad', { method: 'POST', body }));
}

/** Tells the server an ad is about to show, so the ad network's reward call for it counts. */
export async function registerAdIntent(): Promise<AdIntent> {
  return AdIntent.parse(await apiRequest('/api/rewards/ad/intent', { method: 'POST' }));
}

export async function checkAdCount(): Promise<AdResetCheck> {
  return AdResetCheck.parse(await apiRequest('/api/ad-reset-check?checkCount=true'));
}

/**
 * The player's ad count on the server (and whether an admin reset it today), asked on
 * opening and every 5 minutes, so a reset reaches players without a tap.
 */
export const useAdResetCheck = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.adResetCheck,
    queryFn: checkAdCount,
    refetchInterval: POLL.adResetCheckMs,
    enabled,
  });
