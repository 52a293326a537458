import { Link } from 'react-router';
import { usePublicConfig } from '@app/shared/client/ads';
import { useT } from '@app/shared/client/i18n/use-t';

export function Footer() {
  const links = usePublicConfig().data?.links;
  const t = useT();
  return (
    <footer className="mt-10 border-t border-slate-200 py-6 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4">
        <p>
          {/* Isolated: in Arabic the year and the name would otherwise swap places around the ©. */}
          <bdi>© {new Date().getFullYear()} BWIF NFT Guess</bdi>
        </p>
        <nav aria-label={t('web.footer.label')} className="flex flex-wrap gap-4">
          <a href={links?.socialX} target="_blank" rel="noreferrer" className="hover:underline">
            X (Twitter)
          </a>
          <a href={links?.marketplace} target="_blank" rel="noreferrer" className="hover:underline">
            {t('web.footer.marketplace')}
          </a>
          <Link to="/bwif-points" className="hover:underline">
            {t('points.title')}
          </Link>
          <Link to="/terms" className="hover:underline">
            {t('web.footer.terms')}
          </Link>
        </nav>
      </div>
    </footer>
  );
}
