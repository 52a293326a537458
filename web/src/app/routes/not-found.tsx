import { Link } from 'react-router';
import { useT } from '@app/shared/client/i18n/use-t';

export default function NotFoundPage() {
  const t = useT();
  return (
    <section className="card mx-auto max-w-lg text-center">
      <h1 className="text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{t('notFound.body')}</p>
      <Link to="/" className="btn-primary mt-6">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
