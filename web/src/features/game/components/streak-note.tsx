import { Flame, TriangleAlert } from 'lucide-react';
import type { StreakNote as Note } from '@app/shared/rules/streak-text';

/** A streak's note: amber when it warns (at risk, broken), brand colours when it cheers. */
export function StreakNote({ note }: { note: Note }) {
  const warn = note.tone === 'warn';
  const Icon = warn ? TriangleAlert : Flame;
  const tone = warn
    ? 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100'
    : 'border-orange-200 bg-orange-50 text-orange-950 dark:border-orange-900 dark:bg-orange-950 dark:text-orange-100';
  return (
    <p role="status" className={`flex items-start gap-2 rounded-xl border p-3 text-sm font-medium ${tone}`}>
      <Icon size={18} aria-hidden className="mt-px shrink-0" />
      {note.text}
    </p>
  );
}
