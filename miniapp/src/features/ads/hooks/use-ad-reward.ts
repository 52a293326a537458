import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DAILY_ADS_ALLOWED, TIMERS } from '@app/shared/constants';
import {
  checkAdCount,
  claimAdReward,
  registerAdIntent,
  useAdResetCheck,
  usePublicConfig,
} from '@app/shared/client/ads';
import { ApiError } from '@app/shared/client/api-fetch';
import { boardKeys } from '@app/shared/client/query-keys';
import type { AdController } from '../../../lib/adsgram';
import { notify } from '../../../lib/notify';
import { haptic } from '../../../lib/telegram';
import { storeAdsRemaining, storedAdsRemaining } from '../utils/ads-remaining';
import { adController, useAdService } from './use-ad-service';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How often, and how far apart, the server's count is read after an ad the network rewards. */
const AWARD_POLLS = 4;
const AWARD_POLL_MS = 1000;

export interface AdFlowHooks {
  /** The ad is about to show: a dialog around the button closes (the spec's "parent modal"). */
  onBeforeAd?: () => void;
  /** The ad is over; `rewarded` when the points were awarded. */
  onAfterAd?: (rewarded: boolean) => void;
}

const isOffline = (error: unknown) => !(error instanceof ApiError);

/** The server's "come back tomorrow", told apart from its per-minute RATE_LIMITED (also a 429). */
const isDailyLimit = (error: unknown) => error instanceof ApiError && error.code === 'AD_DAILY_LIMIT';

function sayAwardFailed(error: unknown): void {
  if (error instanceof ApiError && error.status === 401)
    notify('Cannot award points', 'Your wallet is not connected. Please reconnect your wallet and try again.');
  else if (isDailyLimit(error))
    notify('Daily Ad Limit Reached', "You've reached your daily limit of ads. Check back tomorrow!");
  else if (error instanceof ApiError && (error.status === 403 || error.status === 429) && error.serverMessage)
    notify('Ad Error', error.serverMessage);
  else
    notify(
      'Points may not have been awarded',
      'There was a problem connecting to the server. Please check your points balance.',
    );
}

/**
 * The rewarded-ad flow of the spec: the server first (it grants the points, or registers the
 * ad so the ad network's reward call counts), then the ad 300 ms after the dialog closes, and
 * success 500 ms later. With network rewards "Points awarded!" waits for the server's count.
 */
export function useAdReward({
  inTelegram,
  roundId,
  onBeforeAd,
  onAfterAd,
}: AdFlowHooks & { inTelegram: boolean; roundId?: number }) {
  const config = usePublicConfig();
  const queryClient = useQueryClient();
  const [remaining, setRemaining] = useState(storedAdsRemaining);
  const [watching, setWatching] = useState(false);
  const [checking, setChecking] = useState(false);
  const blockId = config.data?.adsgramBlockId;
  const resetCheck = useAdResetCheck(!!blockId);
  const service = useAdService(blockId);

  useEffect(() => {
    const follow = (event: Event) => setRemaining((event as CustomEvent<{ adsRemaining: number }>).detail.adsRemaining);
    addEventListener('ads-updated', follow);
    return () => removeEventListener('ads-updated', follow);
  }, []);

  useEffect(() => {
    const remainingAds = resetCheck.data?.remainingAds;
    if (remainingAds !== undefined) storeAdsRemaining(remainingAds);
  }, [resetCheck.data]);

  /** The server's count of today's ads, to see a network reward arrive; null when it cannot be read. */
  const serverCount = () =>
    checkAdCount()
      .then((check) => check.dailyCount ?? null)
      .catch(() => null);

  async function awardedByNetwork(before: number | null): Promise<boolean> {
    for (let poll = 0; poll < AWARD_POLLS; poll++) {
      const now = await serverCount();
      if (now !== null && (before === null || now > before)) {
        storeAdsRemaining(DAILY_ADS_ALLOWED - now);
        return true;
      }
      await wait(AWARD_POLL_MS);
    }
    return false;
  }

  async function runAd(controller: AdController): Promise<boolean> {
    const byNetwork = config.data!.adRewardsByNetwork;
    let before: number | null = null;
    try {
      if (byNetwork) [before] = await Promise.all([serverCount(), registerAdIntent()]);
      else storeAdsRemaining(DAILY_ADS_ALLOWED - (await claimAdReward(roundId)).dailyCount);
    } catch (error) {
      if (isDailyLimit(error)) storeAdsRemaining(0);
      sayAwardFailed(error);
      return false;
    }
    onBeforeAd?.();
    await wait(TIMERS.adCloseModalDelayMs);
    const shown = await controller.show().catch(() => null);
    if (!shown?.done) {
      notify('Ad Failed', 'There was a problem showing the ad. Please try again.');
      return false;
    }
    await wait(TIMERS.adSuccessDelayMs);
    if (byNetwork && !(await awardedByNetwork(before))) {
      notify(
        'Points may not have been awarded',
        'There was a problem connecting to the server. Please check your points balance.',
      );
      return false;
    }
    haptic('success');
    for (const queryKey of boardKeys) void queryClient.invalidateQueries({ queryKey });
    notify('Points awarded!', "You've earned 5 points for both BWIF and weekly leaderboard.");
    return true;
  }

  async function watch() {
    if (!inTelegram) return notify('Ads Not Available', 'Ad rewards are only available in the Telegram mini-app.');
    if (remaining <= 0)
      return notify('Daily limit reached', "You've reached your daily limit of ads. Come back tomorrow for more!");
    setWatching(true);
    let rewarded = false;
    try {
      const controller = await adController(blockId!);
      if (controller === 'broken' || !controller) {
        service.markDown();
        return controller === 'broken'
          ? notify('Ad error', 'There was a problem with the ad system.')
          : notify('Ad Service Unavailable', 'The ad service is currently unavailable. Please try again later.');
      }
      rewarded = await runAd(controller);
    } catch {
      notify('Ad Error', 'There was a problem with the ad. Please try again later.');
    } finally {
      setWatching(false);
      onAfterAd?.(rewarded);
    }
  }

  async function refresh() {
    setChecking(true);
    try {
      const check = await checkAdCount();
      storeAdsRemaining(check.remainingAds ?? DAILY_ADS_ALLOWED);
      notify('Ad count refreshed', `You have ${check.remainingAds} ads remaining today.`);
    } catch (error) {
      storeAdsRemaining(DAILY_ADS_ALLOWED);
      if (isOffline(error)) notify('Error', 'Could not connect to server. Please try again.');
      else
        notify(
          'Could not refresh ad count',
          (error instanceof ApiError && error.serverMessage) || 'Please try again later.',
        );
    } finally {
      setChecking(false);
    }
  }

  return { available: !!blockId, down: service.down, remaining, watching, checking, watch, refresh };
}
