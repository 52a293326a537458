import { usePublicConfig } from '@app/shared/client/ads';
import { miniAppDirectLink } from '@app/shared/links';
import { AD_REWARD_POINTS, DAILY_ADS_ALLOWED } from '@app/shared/constants';
import { t } from '@app/shared/client/i18n/language-runtime';

/** Outside the mini-app: ads (and their points) only exist in Telegram. */
export function EarnMorePanel() {
  const config = usePublicConfig().data;
  return (
    <div className="rounded-xl border border-brand-500/40 bg-brand-50 p-4 text-sm dark:bg-brand-800/20">
      <p className="font-semibold">{t('ads.earnMore.title')}</p>
      <p className="mt-1 text-slate-700 dark:text-slate-300">
        {t('ads.earnMore.body', { points: AD_REWARD_POINTS, dailyAds: DAILY_ADS_ALLOWED })}
      </p>
      <a
        className="mt-2 inline-block font-semibold text-brand-700 underline dark:text-brand-100"
        href={config && miniAppDirectLink(config)}
        target="_blank"
        rel="noreferrer"
      >
        {t('ads.earnMore.open')}
      </a>
    </div>
  );
}
