import { usePublicConfig } from '@app/shared/client/ads';
import { useT } from '@app/shared/client/i18n/use-t';

/**
 * The house promotion: at most 728 px wide, 728:90, marked "Ad": in its corner from a small
 * screen up, before the words on a phone, where a longer language's mark would cover them.
 */
export function AdBanner({ className = '' }: { className?: string }) {
  const promoGame = usePublicConfig().data?.links.promoGame;
  const t = useT();
  return (
    <aside aria-label={t('web.shell.ad.label')} className={`mx-auto mt-4 w-full max-w-[728px] px-4 ${className}`}>
      <p className="mb-1 text-center text-xs text-slate-600 dark:text-slate-400">{t('web.shell.ad.intro')}</p>
      <a
        href={promoGame}
        target="_blank"
        rel="noreferrer"
        className="relative flex aspect-[728/90] w-full items-center justify-center gap-2 overflow-hidden rounded-lg bg-gradient-to-r from-indigo-700 via-brand-700 to-fuchsia-700 px-2 text-center sm:px-8 font-bold text-white"
      >
        <span className="shrink-0 rounded bg-black/50 px-1.5 text-[10px] font-semibold uppercase sm:absolute sm:start-1 sm:top-1">
          {t('web.shell.ad.badge')}
        </span>
        <span className="text-xs sm:text-lg">{t('web.shell.ad.text')}</span>
      </a>
    </aside>
  );
}
