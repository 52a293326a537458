import type { RoundSpreadLook } from '@app/shared/client/game-flow/round-spread';

/** The spread in the web's look: a bar per line, the player's own line in the brand colour. */
export const SPREAD_LOOK: RoundSpreadLook = {
  section: 'mt-4',
  title: 'text-sm font-semibold',
  players: 'text-sm text-slate-600 dark:text-slate-300',
  rows: 'mt-2 flex flex-col gap-1',
  // The share's column as wide as "100 %" in the language: it never wraps; a long label wraps rather than ending in "…".
  row: 'grid grid-cols-[6.5rem_1fr_auto] items-center gap-2 text-sm',
  ownRow: 'font-semibold',
  label: 'min-w-0',
  track: 'h-3 overflow-hidden rounded bg-slate-200 dark:bg-slate-700',
  bar: 'block h-full rounded bg-brand-700 dark:bg-brand-100',
  percent: 'text-end tabular-nums whitespace-nowrap',
  standing: 'mt-2 text-sm font-medium text-brand-700 dark:text-brand-100',
};
