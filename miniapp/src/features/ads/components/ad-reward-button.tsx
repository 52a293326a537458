import { Button } from '@telegram-apps/telegram-ui';
import { useId } from 'react';
import { useAdReward, type AdFlowHooks } from '../hooks/use-ad-reward';
import './ad-reward-button.css';

interface AdRewardButtonProps extends AdFlowHooks {
  inTelegram: boolean;
  roundId?: number;
  /** With "Refresh ad count" beside it (the home page), or alone (the result dialog). */
  withRefresh?: boolean;
}

/** Said while the ad service is away, in place of inviting a tap. */
const ADS_DOWN = 'Ads are not available right now. This button wakes up when they are back.';

/** "Watch Ad +5 points (N left)", shown only where the ad service exists, and held while it is away. */
export function AdRewardButton({ withRefresh = false, ...flow }: AdRewardButtonProps) {
  const ads = useAdReward(flow);
  const downId = useId();
  if (!ads.available) return null;
  return (
    <div className="row column">
      <Button
        size="l"
        stretched
        disabled={ads.down || ads.remaining <= 0 || ads.watching || ads.checking}
        aria-describedby={ads.down ? downId : undefined}
        loading={ads.watching}
        onClick={() => void ads.watch()}
      >
        Watch Ad +5 points ({ads.remaining} left)
      </Button>
      {ads.down && (
        <p id={downId} role="status" className="ads-down">
          {ADS_DOWN}
        </p>
      )}
      {withRefresh && !ads.down && (
        <Button size="l" mode="plain" stretched disabled={ads.checking} onClick={() => void ads.refresh()}>
          {ads.checking ? 'Checking...' : 'Refresh ad count'}
        </Button>
      )}
    </div>
  );
}
