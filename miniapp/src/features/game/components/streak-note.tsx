import type { StreakNote as Note } from '@app/shared/rules/streak-text';

/** A streak's note in the theme's colours: the hint's amber when it warns (at risk, broken), the win's when it cheers. */
export function StreakNote({ note }: { note: Note }) {
  return (
    <p role="status" className={`callout ${note.tone === 'warn' ? 'callout-hint' : 'callout-win'}`}>
      {note.text}
    </p>
  );
}
