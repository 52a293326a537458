import type { ReactNode } from 'react';
import type { CurrentGame, GameImage } from '@app/shared/schemas/game';
import { clockText, useNextRoundCountdown } from '@app/shared/client/use-next-round-countdown';
import { attemptsSummary } from '@app/shared/client/attempts-summary';
import { attemptsLeft } from '@app/shared/rules/guess';
import { attemptOf, difficultyText } from '@app/shared/client/game-flow/game-copy';
import { useT } from '@app/shared/client/i18n/use-t';
import { rulesLine } from '@app/shared/client/game-flow/how-to-play';
import { PRODUCT_NAME } from '@app/shared/constants';
import { HowToOnFirstVisit } from './how-to-on-first-visit';
import { GuessChips } from './guess-chips';
import { NftImage } from './nft-image';

interface PuzzleCardProps {
  game: Pick<CurrentGame, 'throwbackThursday' | 'hint'>;
  image: GameImage;
  /** Beside the title: the player's stats; nothing for a visitor. */
  actions?: ReactNode;
  /** Called once the image has cleared at the end of the game. */
  onRevealed?: () => void;
  /** Under the image: the result banner and the guess form. */
  children?: ReactNode;
  /** A past round played from the archive: its title, and no countdown to the next challenge. */
  practice?: { title: string; badge: string };
  /** Today's puzzle before sign-in: the rules in a line under it, for whoever arrives. */
  visitor?: boolean;
}

/**
 * Today's puzzle as its viewer stands: countdown, attempts, the image, its difficulty, the
 * day's guesses and the holder's hint. Compact on a phone, so the image and the guess
 * field share the first screen. A first visit gets how to play over it.
 */
export function PuzzleCard({ game, image, actions, onRevealed, children, practice, visitor }: PuzzleCardProps) {
  const left = useNextRoundCountdown();
  const t = useT();
  const alt = practice
    ? { revealed: t('game.image.practiceRevealed'), blurred: t('game.image.practiceBlurred') }
    : { revealed: t('game.image.today'), blurred: t('game.image.blurred') };
  return (
    <section className="card flex flex-col gap-3 max-md:p-4 md:gap-4" aria-labelledby="challenge-title">
      <div className="flex items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h1 id="challenge-title" className="text-base font-bold sm:text-lg md:text-xl">
            {practice ? practice.title : t('game.challenge.title')}
          </h1>
          {practice && (
            <span className="rounded-full bg-brand-100 px-3 py-1 text-xs font-bold text-brand-700 dark:bg-brand-700 dark:text-white">
              {practice.badge}
            </span>
          )}
          {game.throwbackThursday && (
            <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-bold text-amber-900 dark:bg-amber-900 dark:text-amber-100">
              {t('game.throwback.badge')}
            </span>
          )}
        </div>
        {actions}
      </div>
      <div className="grid auto-cols-fr grid-flow-col gap-2 text-sm md:gap-3" data-testid="game-tiles">
        {!practice && <Tile label={t('game.tile.next')} value={left ? clockText(left) : '…'} />}
        <Tile label={t('game.tile.attemptsLeft')} value={String(attemptsLeft(image))} />
      </div>
      <NftImage
        key={image.imageUrl}
        src={image.imageUrl}
        alt={image.gameOver ? (image.nft?.name ?? alt.revealed) : alt.blurred}
        className="mx-auto aspect-square w-full max-md:max-w-[36svh]"
        reveal={image.gameOver}
        onShown={onRevealed}
        elementTiming="game-image"
      />
      <div className="flex items-center justify-between gap-2 text-sm">
        <p>
          <span className="me-1.5 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">
            {t('game.difficulty.caption')}
          </span>
          <span>
            {t('game.difficulty.label')} <strong>{difficultyText(image.blurLevel)}</strong>
          </span>
        </p>
        <p>
          {image.gameOver
            ? attemptsSummary(image.attemptResults, { practice: !!practice })
            : attemptOf(image.attemptsUsed)}
        </p>
      </div>
      {visitor && <RulesLine />}
      <GuessChips guesses={image.guesses} results={image.attemptResults} />
      {game.hint && (
        <aside className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 max-md:py-2 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
          <p className="font-bold">{t('game.hint.title')}</p>
          <p>{game.hint}</p>
        </aside>
      )}
      {children}
      {!practice && <HowToOnFirstVisit />}
    </section>
  );
}

/**
 * Equal tiles, the value under its label. On a phone a tile is 48 px high whether its label
 * takes one line or, in a longer language, two: the skeleton's tiles (index.html) are that
 * high, so the first screen does not move in any language.
 */
function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-h-12 min-w-0 flex-col justify-center rounded-lg bg-slate-100 px-2.5 py-0.5 md:block md:p-3 dark:bg-slate-800">
      <p className="text-[11px] leading-[14px] text-slate-600 md:text-sm dark:text-slate-400">{label}</p>
      <p className="leading-4 font-semibold tabular-nums md:leading-5">{value}</p>
    </div>
  );
}

/** The rules in a line, under the image; on a phone, whose header shows only the logo, led by the game's name. */
function RulesLine() {
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300">
      <strong className="sm:hidden">{PRODUCT_NAME} — </strong>
      {rulesLine()}
    </p>
  );
}
