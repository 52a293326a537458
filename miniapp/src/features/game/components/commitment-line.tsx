import { shortCommitment } from '@app/shared/client/fairness';
import { useT } from '@app/shared/client/i18n/use-t';
import { ScreenLink } from '../../../lib/screens';

/** Today's commitment, shortened, and the way to the screen that says how to check it. */
export function CommitmentLine({ commitment }: { commitment: string | null }) {
  const t = useT();
  if (!commitment) return null;
  return (
    <p className="row hint-text commitment-line">
      <span>{t('fairness.today')}</span>
      <code className="tabular" title={commitment}>
        {shortCommitment(commitment)}
      </code>
      <ScreenLink to="/fair" className="pill-button">
        {t('fairness.howToCheck')}
      </ScreenLink>
    </p>
  );
}
