import { ATTEMPTS_PER_DAY, POINTS_BY_ATTEMPT } from '@app/shared/constants';
import { AttemptsIndicator } from './attempts-indicator';

const ORDINALS = ['1st', '2nd', '3rd'];

/** The left card: how to play, attempts left and the points table. */
export function ChallengeCard({ attemptResults }: { attemptResults: boolean[] }) {
  return (
    <section className="card" aria-labelledby="todays-challenge">
      <h2 id="todays-challenge" className="text-lg font-bold">
        Today's Challenge
      </h2>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        Identify today's blurred XRPL NFT by its ID number. You have {ATTEMPTS_PER_DAY} attempts, and the image gets
        clearer after each wrong guess. A new NFT appears every day at 00:00 UTC.
      </p>
      <div className="mt-4">
        <AttemptsIndicator results={attemptResults} />
      </div>
      <table className="mt-4 w-full text-sm">
        <caption className="mb-2 text-start font-medium">Points</caption>
        <thead className="sr-only">
          <tr>
            <th>Attempt</th>
            <th>Points</th>
          </tr>
        </thead>
        <tbody>
          {POINTS_BY_ATTEMPT.map((points, index) => (
            <tr key={points} className="border-t border-slate-200 dark:border-slate-800">
              <td className="py-1.5">{ORDINALS[index]} try</td>
              <td className="py-1.5 text-end font-semibold">{points} points</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
