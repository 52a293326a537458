import { Section } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import { attemptsSummary } from '@app/shared/client/attempts-summary';
import { attemptOf, difficultyText } from '@app/shared/client/game-flow/game-copy';
import { useT } from '@app/shared/client/i18n/use-t';
import { rulesLine } from '@app/shared/client/game-flow/how-to-play';
import { attemptsLeft } from '@app/shared/rules/guess';
import type { CurrentGame, GameImage } from '@app/shared/schemas/game';
import { GuessChips } from './guess-chips';
import { HowToOnFirstVisit } from './how-to-on-first-visit';
import { GameHead } from './game-head';
import { NftImage } from './nft-image';
import { NextRoundCountdown } from './next-round-countdown';
import './game-layout.css';
import './puzzle-card.css';

interface PuzzleCardProps {
  game: Pick<CurrentGame, 'throwbackThursday'>;
  image: GameImage;
  /** A visitor's card: no Stats, a smaller image so the sign-in under it shares the first screen, and the rules in a line. */
  visitor?: boolean;
  /** Under the attempts: the player's banner, hint and field. */
  children?: ReactNode;
  /** A past round played from the archive: the section's header, its title and badge, and no countdown to the next challenge. */
  practice?: { header: string; title: string; badge: string };
}

/**
 * Today's unfinished puzzle as its viewer stands: the image and its difficulty, which
 * attempt this is and how many are left, the rules in a line, earlier guesses (✗ missed),
 * the countdown. Each fact once: the guesses show the misses, so no marks repeat them.
 * A first launch gets how to play over it.
 */
export function PuzzleCard({ game, image, visitor = false, children, practice }: PuzzleCardProps) {
  const t = useT();
  return (
    <Section className={visitor ? 'game visitor' : 'game'} header={practice?.header}>
      <GameHead
        title={practice?.title ?? t('game.challenge.title')}
        badge={practice?.badge}
        throwback={game.throwbackThursday}
        stats={!visitor && !practice}
      />
      <div className="game-body">
        <NftImage src={image.imageUrl} alt={t(practice ? 'game.image.practiceBlurred' : 'game.image.blurred')}>
          <p className="difficulty">
            <span className="difficulty-caption">{t('game.difficulty.caption')}</span>
            <span>
              {t('game.difficulty.label')} {difficultyText(image.blurLevel)}
            </span>
          </p>
        </NftImage>
        <div className="attempt-row">
          <p className="attempt-text">
            {image.gameOver
              ? attemptsSummary(image.attemptResults, { practice: !!practice })
              : attemptOf(image.attemptsUsed)}
            <br />
            <span className="hint-text">{t('miniapp.game.attemptsLeft', { count: attemptsLeft(image) })}</span>
          </p>
        </div>
        {visitor && !practice && <p className="rules-line">{rulesLine()}</p>}
        <GuessChips guesses={image.guesses} results={image.attemptResults} />
        {children}
      </div>
      {!practice && <NextRoundCountdown />}
      {!practice && <HowToOnFirstVisit />}
    </Section>
  );
}
