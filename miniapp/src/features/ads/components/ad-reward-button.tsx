import { Button, Section } from '@telegram-apps/telegram-ui';
import { useId } from 'react';
import { AD_REWARD_POINTS } from '@app/shared/constants';
import { useT } from '@app/shared/client/i18n/use-t';
import { useAdReward, type AdFlowHooks } from '../hooks/use-ad-reward';
import './ad-reward-button.css';

interface AdRewardButtonProps extends AdFlowHooks {
  inTelegram: boolean;
  roundId?: number;
  /** In a "More points" section with "Refresh ad count" (the home page), or alone (the result dialog). */
  withRefresh?: boolean;
}

/**
 * "Watch Ad +5 points (N left)", shown only where the ad service exists (its section too: no
 * empty heading without an ad network), and held while it is away.
 */
export function AdRewardButton({ withRefresh = false, ...flow }: AdRewardButtonProps) {
  const ads = useAdReward(flow);
  const downId = useId();
  const t = useT();
  if (!ads.available) return null;
  const buttons = (
    <div className="row column">
      <Button
        size="l"
        stretched
        disabled={ads.down || ads.remaining <= 0 || ads.watching || ads.checking}
        aria-describedby={ads.down ? downId : undefined}
        loading={ads.watching}
        onClick={() => void ads.watch()}
      >
        {t('miniapp.ads.watch', { points: AD_REWARD_POINTS, remaining: ads.remaining })}
      </Button>
      {ads.down && (
        <p id={downId} role="status" className="ads-down">
          {t('miniapp.ads.down')}
        </p>
      )}
      {withRefresh && !ads.down && (
        <Button size="l" mode="plain" stretched disabled={ads.checking} onClick={() => void ads.refresh()}>
          {t(ads.checking ? 'miniapp.ads.checking' : 'miniapp.ads.refresh')}
        </Button>
      )}
    </div>
  );
  return withRefresh ? <Section header={t('miniapp.ads.section')}>{buttons}</Section> : buttons;
}
