import { CircleCheck, CircleX } from 'lucide-react';
import { bannerLines } from '@app/shared/client/game-flow/game-copy';
import type { GuessResult } from '@app/shared/schemas/game';

/** The 5-second banner after a guess: green for a win, rose for a miss (the hint keeps amber). */
export function ResultBanner({ result }: { result: GuessResult }) {
  const tone = result.success
    ? 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100'
    : 'border-rose-300 bg-rose-50 text-rose-900 dark:border-rose-800 dark:bg-rose-950 dark:text-rose-100';
  const Icon = result.success ? CircleCheck : CircleX;
  const lines = bannerLines(result);
  return (
    <div role="status" className={`rounded-xl border p-3 ${tone}`}>
      <p className="flex items-center gap-1.5 font-bold">
        <Icon size={18} aria-hidden />
        {lines.title}
      </p>
      <p className="text-sm">{lines.message}</p>
      {lines.earned && <p className="text-sm font-semibold">{lines.earned}</p>}
    </div>
  );
}
