import { Section } from '@telegram-apps/telegram-ui';
import { NftLine } from '@app/shared/client/game-flow/nft-line';
import { useT } from '@app/shared/client/i18n/use-t';
import { allAttemptsUsed, finishedHeading } from '@app/shared/client/game-flow/game-copy';
import type { CurrentGame, GameImage } from '@app/shared/schemas/game';
import { GuessChips } from './guess-chips';
import { GameHead } from './game-head';
import { NftImage } from './nft-image';
import { NextRoundCountdown } from './next-round-countdown';
import { ArchiveLink } from './archive-link';
import { NameOffer } from './name-offer';
import { StreakNote } from './streak-note';
import { useMe } from '@app/shared/client/identity/session';
import { streakLine } from '@app/shared/rules/streak-text';
import './game-layout.css';

/** "Challenge Complete!" after a win, "No More Attempts" after three misses; Share is the MainButton. */
export function FinishedGame({ game, image }: { game: CurrentGame; image: GameImage }) {
  const streak = useMe().data?.streak;
  const t = useT();
  return (
    <Section className="game">
      <GameHead title={finishedHeading(image.hasWon)} throwback={game.throwbackThursday} />
      <div className="game-body">
        <NftImage src={image.imageUrl} alt={image.nft?.name ?? t('game.image.today')} />
        <div className="attempt-row">
          <p className="attempt-text">
            {image.hasWon ? t('game.banner.earned', { points: image.points }) : allAttemptsUsed()}
            {image.nft && (
              <>
                <br />
                <span className="hint-text">
                  <NftLine nft={image.nft} />
                </span>
              </>
            )}
          </p>
        </div>
        <GuessChips guesses={image.guesses} results={image.attemptResults} />
        {streak && streak.current > 0 && <StreakNote note={{ tone: 'cheer', text: streakLine(streak) }} />}
        {image.hasWon && <NameOffer />}
        <div className="row">
          <ArchiveLink />
        </div>
      </div>
      <NextRoundCountdown />
    </Section>
  );
}
