import { Button, Cell, Section } from '@telegram-apps/telegram-ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DAILY_ADS_ALLOWED, TIMERS } from '@app/shared/constants';
import { checkAdCount, claimAdReward, registerAdIntent, usePublicConfig } from '@app/shared/client/ads';
import { ApiError } from '@app/shared/client/api-fetch';
import { boardKeys } from '@app/shared/client/query-keys';
import { loadAdController } from '../../lib/adsgram';
import { notify } from '../../lib/notify';
import { storeAdsRemaining, storedAdsRemaining } from './ads-remaining';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * "Watch Ad +5 points (N left)". Before the ad the server either registers it, so the ad
 * network's reward call for it counts, or (where the client claims) grants the points.
 */
export function AdRewardButton({ roundId }: { roundId?: number }) {
  const config = usePublicConfig();
  const queryClient = useQueryClient();
  const [remaining, setRemaining] = useState(storedAdsRemaining);
  const [watching, setWatching] = useState(false);
  const [checking, setChecking] = useState(false);
  const [thanked, setThanked] = useState(false);
  const blockId = config.data?.adsgramBlockId;
  if (!blockId) return null;

  const update = (left: number) => {
    setRemaining(left);
    storeAdsRemaining(left);
  };

  /** Tells the server before the ad is shown; false when the flow must stop. */
  async function prepare(byNetwork: boolean): Promise<boolean> {
    try {
      if (byNetwork) await registerAdIntent();
      else update(DAILY_ADS_ALLOWED - (await claimAdReward(roundId)).dailyCount);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        update(0);
        notify('Daily Ad Limit Reached', "You've reached your daily limit of ads. Check back tomorrow!");
      } else if (error instanceof ApiError && error.status === 403 && error.serverMessage) {
        notify('Ad Error', error.serverMessage);
      } else {
        notify(
          'Points may not have been awarded',
          'There was a problem connecting to the server. Please check your points balance.',
        );
      }
      return false;
    }
  }

  async function watch() {
    if (remaining <= 0)
      return notify('Daily limit reached', "You've reached your daily limit of ads. Come back tomorrow for more!");
    setWatching(true);
    try {
      const controller = await loadAdController(blockId!);
      if (!controller)
        return notify('Ad Service Unavailable', 'The ad service is currently unavailable. Please try again later.');
      const byNetwork = config.data!.adRewardsByNetwork;
      if (!(await prepare(byNetwork))) return;
      await wait(TIMERS.adCloseModalDelayMs);
      const result = await controller.show().catch(() => null);
      if (!result?.done) return notify('Ad Failed', 'There was a problem showing the ad. Please try again.');
      await wait(TIMERS.adSuccessDelayMs);
      // With server-to-server rewards the ad network has told the server by now; read the new count.
      if (byNetwork) update((await checkAdCount()).remainingAds ?? remaining);
      setThanked(true);
      for (const queryKey of boardKeys) void queryClient.invalidateQueries({ queryKey });
      notify('Points awarded!', "You've earned 5 points for both BWIF and weekly leaderboard.");
    } catch {
      notify('Ad Error', 'There was a problem with the ad. Please try again later.');
    } finally {
      setWatching(false);
    }
  }

  async function refresh() {
    setChecking(true);
    try {
      const check = await checkAdCount();
      update(check.remainingAds ?? DAILY_ADS_ALLOWED);
      notify('Ad count refreshed', `You have ${check.remainingAds} ads remaining today.`);
    } catch (error) {
      update(DAILY_ADS_ALLOWED);
      notify(
        'Could not refresh ad count',
        (error instanceof ApiError && error.serverMessage) || 'Please try again later.',
      );
    } finally {
      setChecking(false);
    }
  }

  return (
    <Section header="Earn more points">
      {thanked && <Cell multiline>Thanks for watching! Your points have been added.</Cell>}
      <div className="row column">
        <Button
          size="m"
          stretched
          disabled={remaining <= 0 || watching || checking}
          loading={watching}
          onClick={() => void watch()}
        >
          Watch Ad +5 points ({remaining} left)
        </Button>
        <Button
          size="m"
          mode="outline"
          stretched
          disabled={checking}
          onClick={() => void refresh()}
          aria-label="Refresh ad count"
        >
          {checking ? 'Checking...' : 'Refresh ad count'}
        </Button>
      </div>
    </Section>
  );
}
