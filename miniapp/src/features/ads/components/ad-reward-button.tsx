import { Button } from '@telegram-apps/telegram-ui';
import { useAdReward, type AdFlowHooks } from '../hooks/use-ad-reward';

interface AdRewardButtonProps extends AdFlowHooks {
  inTelegram: boolean;
  roundId?: number;
  /** With "Refresh ad count" beside it (the home page), or alone (the result dialog). */
  withRefresh?: boolean;
}

/** "Watch Ad +5 points (N left)", shown only where the ad service exists. */
export function AdRewardButton({ withRefresh = false, ...flow }: AdRewardButtonProps) {
  const ads = useAdReward(flow);
  if (!ads.available) return null;
  return (
    <div className="row column">
      <Button
        size="l"
        stretched
        disabled={ads.remaining <= 0 || ads.watching || ads.checking}
        loading={ads.watching}
        onClick={() => void ads.watch()}
      >
        Watch Ad +5 points ({ads.remaining} left)
      </Button>
      {withRefresh && (
        <Button size="l" mode="plain" stretched disabled={ads.checking} onClick={() => void ads.refresh()}>
          {ads.checking ? 'Checking...' : 'Refresh ad count'}
        </Button>
      )}
    </div>
  );
}
