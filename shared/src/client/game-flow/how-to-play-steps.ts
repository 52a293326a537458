import { ATTEMPTS_PER_DAY, POINTS_BY_ATTEMPT } from '../../constants';
import { t } from '../i18n/language-runtime';

/**
 * How to Play step by step, as the Mini App's visitor reads it (docs/SPEC.md) and a first
 * visit's sheet shows it; apart from the rules line, so the first screen's code goes without it.
 */
export function howToPlaySteps(): string[] {
  const [first, second, third] = POINTS_BY_ATTEMPT;
  return [
    t('howTo.step.connect'),
    t('howTo.step.guess'),
    t('howTo.step.attempts', { attempts: ATTEMPTS_PER_DAY }),
    t('howTo.step.clears'),
    t('howTo.step.points', { first, second, third }),
    t('howTo.step.holders'),
  ];
}
