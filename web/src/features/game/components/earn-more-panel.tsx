import { usePublicConfig } from '@app/shared/client/ads';
import { miniAppDirectLink } from '@app/shared/links';

/** Outside the mini-app: ads (and their points) only exist in Telegram. */
export function EarnMorePanel() {
  const config = usePublicConfig().data;
  return (
    <div className="rounded-xl border border-brand-500/40 bg-brand-50 p-4 text-sm dark:bg-brand-800/20">
      <p className="font-semibold">Earn More in Telegram</p>
      <p className="mt-1 text-slate-700 dark:text-slate-300">
        Play in our Telegram mini-app and watch rewarded ads for +5 points each, up to 3 a day.
      </p>
      <a
        className="mt-2 inline-block font-semibold text-brand-700 underline dark:text-brand-100"
        href={config && miniAppDirectLink(config)}
        target="_blank"
        rel="noreferrer"
      >
        Open in Telegram
      </a>
    </div>
  );
}
