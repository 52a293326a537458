import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { AD_REWARD_POINTS, DAILY_ADS_ALLOWED, TIMERS } from '@app/shared/constants';
import {
  checkAdCount,
  claimAdReward,
  registerAdIntent,
  useAdResetCheck,
  usePublicConfig,
} from '@app/shared/client/ads';
import { ApiError } from '@app/shared/client/api-fetch';
import { errorMessage } from '@app/shared/client/i18n/error-message';
import { t } from '@app/shared/client/i18n/language-runtime';
import type { Values } from '@app/shared/client/i18n/format-message';
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

/** A notice of the catalog's `<id>.title` and `<id>.body`, in the active language. */
const say = (id: string, values?: Values) => notify(t(`${id}.title`), t(`${id}.body`, values));

/** The server's "come back tomorrow", told apart from its per-minute RATE_LIMITED (also a 429). */
const isDailyLimit = (error: unknown) => error instanceof ApiError && error.code === 'AD_DAILY_LIMIT';

function sayAwardFailed(error: unknown): void {
  const refusal = error instanceof ApiError && (error.status === 403 || error.status === 429) && errorMessage(error);
  if (error instanceof ApiError && error.status === 401) say('miniapp.ads.cannotAward');
  else if (isDailyLimit(error)) notify(t('miniapp.ads.dailyLimit.title'), t('error.AD_DAILY_LIMIT'));
  else if (refusal) notify(t('miniapp.ads.error.title'), refusal);
  else say('miniapp.ads.mayNotAward');
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
      say('miniapp.ads.failed');
      return false;
    }
    await wait(TIMERS.adSuccessDelayMs);
    if (byNetwork && !(await awardedByNetwork(before))) {
      say('miniapp.ads.mayNotAward');
      return false;
    }
    haptic('success');
    for (const queryKey of boardKeys) void queryClient.invalidateQueries({ queryKey });
    say('miniapp.ads.awarded', { points: AD_REWARD_POINTS });
    return true;
  }

  async function watch() {
    if (!inTelegram) return say('miniapp.ads.notAvailable');
    if (remaining <= 0) return say('miniapp.ads.limitReached');
    setWatching(true);
    let rewarded = false;
    try {
      const controller = await adController(blockId!);
      if (controller === 'broken' || !controller) {
        service.markDown();
        return say(controller === 'broken' ? 'miniapp.ads.broken' : 'miniapp.ads.unavailable');
      }
      rewarded = await runAd(controller);
    } catch {
      say('miniapp.ads.error');
    } finally {
      setWatching(false);
      onAfterAd?.(rewarded);
    }
  }

  async function refresh() {
    setChecking(true);
    try {
      const check = await checkAdCount();
      const remainingAds = check.remainingAds ?? DAILY_ADS_ALLOWED;
      storeAdsRemaining(remainingAds);
      say('miniapp.ads.refreshed', { remaining: remainingAds });
    } catch (error) {
      storeAdsRemaining(DAILY_ADS_ALLOWED);
      if (isOffline(error)) say('miniapp.ads.offline');
      else
        notify(
          t('miniapp.ads.refreshFailed.title'),
          (error instanceof ApiError && errorMessage(error)) || t('miniapp.ads.refreshFailed.body'),
        );
    } finally {
      setChecking(false);
    }
  }

  return { available: !!blockId, down: service.down, remaining, watching, checking, watch, refresh };
}
