import { ATTEMPTS_PER_DAY, HOLDER_THRESHOLD, POINTS_BY_ATTEMPT } from '@app/shared/constants';
import { useLanguage, useT } from '@app/shared/client/i18n/use-t';

/** The sections in order, each a `web.terms.<id>.title` and `.body` in the catalog. */
const SECTIONS = [
  'play',
  'boards',
  'free',
  'prizes',
  'privacy',
  'conduct',
  'thirdParty',
  'liability',
  'termination',
  'changes',
  'contact',
] as const;

/** When the terms last changed, at noon UTC so no time zone moves the day. */
const LAST_UPDATED = new Date('2025-04-06T12:00:00Z');

/** The rules' figures the sections quote, from the game's constants. */
const FIGURES = {
  attempts: ATTEMPTS_PER_DAY,
  first: POINTS_BY_ATTEMPT[0],
  second: POINTS_BY_ATTEMPT[1],
  third: POINTS_BY_ATTEMPT[2],
  threshold: HOLDER_THRESHOLD,
};

export default function TermsPage() {
  const t = useT();
  const language = useLanguage();
  const updated = LAST_UPDATED.toLocaleDateString(language, { year: 'numeric', month: 'long', day: '2-digit' });
  return (
    <article className="card mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold">{t('web.terms.title')}</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('web.terms.updated', { date: updated })}</p>
      {SECTIONS.map((section, index) => (
        <section key={section} className="mt-6">
          <h2 className="text-lg font-semibold">
            {(index + 1).toLocaleString(language)}. {t(`web.terms.${section}.title`)}
          </h2>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{t(`web.terms.${section}.body`, FIGURES)}</p>
        </section>
      ))}
    </article>
  );
}
