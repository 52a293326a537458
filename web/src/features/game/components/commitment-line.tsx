import { Link } from 'react-router';
import { shortCommitment } from '@app/shared/client/fairness';
import { useCurrentGame } from '@app/shared/client/game';
import { useT } from '@app/shared/client/i18n/use-t';
import { fairnessPath } from '@app/shared/web-routes';

/** Today's commitment, shortened, and the way to the page that says how to check it. */
export function CommitmentLine() {
  const t = useT();
  const commitment = useCurrentGame().data?.commitment;
  if (!commitment) return null;
  return (
    <p className="mt-4 flex flex-wrap items-center gap-x-2 text-sm text-slate-600 dark:text-slate-300">
      <span>{t('fairness.today')}</span>
      <code dir="ltr" className="font-mono text-xs" title={commitment}>
        {shortCommitment(commitment)}
      </code>
      <Link
        to={fairnessPath()}
        className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline dark:text-brand-100"
      >
        {t('fairness.howToCheck')}
      </Link>
    </p>
  );
}
