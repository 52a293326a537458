import { ATTEMPTS_PER_DAY, POINTS_BY_ATTEMPT } from '@app/shared/constants';
import { useT } from '@app/shared/client/i18n/use-t';
import { AttemptsIndicator } from './attempts-indicator';
import { CommitmentLine } from './commitment-line';

/** The left card: how to play, attempts left and the points table. */
export function ChallengeCard({ attemptResults }: { attemptResults: boolean[] }) {
  const t = useT();
  return (
    <section className="card" aria-labelledby="todays-challenge">
      <h2 id="todays-challenge" className="text-lg font-bold">
        {t('web.game.challenge.title')}
      </h2>
      <p className="mt-2 text-sm break-words text-slate-600 dark:text-slate-300">
        {t('web.game.challenge.body', { attempts: ATTEMPTS_PER_DAY })}
      </p>
      <div className="mt-4">
        <AttemptsIndicator results={attemptResults} />
      </div>
      <table className="mt-4 w-full text-sm">
        <caption className="mb-2 text-start font-medium">{t('web.game.challenge.points')}</caption>
        <thead className="sr-only">
          <tr>
            <th>{t('web.game.challenge.attempt')}</th>
            <th>{t('web.game.challenge.points')}</th>
          </tr>
        </thead>
        <tbody>
          {POINTS_BY_ATTEMPT.map((points, index) => (
            <tr key={points} className="border-t border-slate-200 dark:border-slate-800">
              <td className="py-1.5">{t('web.game.challenge.try', { attempt: index + 1 })}</td>
              <td className="py-1.5 text-end font-semibold">{t('game.points', { points })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <CommitmentLine />
    </section>
  );
}
