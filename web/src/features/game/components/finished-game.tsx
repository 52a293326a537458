import { NftLine } from '@app/shared/client/game-flow/nft-line';
import type { CurrentGame, GameImage } from '@app/shared/schemas/game';
import { GuessChips } from './guess-chips';
import { NftImage } from './nft-image';
import { ShareButton } from './share-button';
import { StatsButton } from './stats-button';
import { StreakNote } from './streak-note';
import { ArchiveLink } from './archive-link';
import { NameOffer } from './name-offer';
import { useMe } from '@app/shared/client/identity/session';
import { streakLine } from '@app/shared/rules/streak-text';
import { clockText, useNextRoundCountdown } from '@app/shared/client/use-next-round-countdown';
import { allAttemptsUsed, finishedHeading } from '@app/shared/client/game-flow/game-copy';
import { useT } from '@app/shared/client/i18n/use-t';

/** "Challenge Complete!" after a win, "No More Attempts" after three misses. */
export function FinishedGame({ game, image }: { game: CurrentGame; image: GameImage }) {
  const left = useNextRoundCountdown();
  const streak = useMe().data?.streak;
  const t = useT();
  return (
    <section className="card flex flex-col gap-4 text-center">
      <h1 className="text-2xl font-bold">{finishedHeading(image.hasWon)}</h1>
      <p className="break-words text-slate-600 dark:text-slate-300">
        {image.hasWon ? t('web.finished.won', { points: image.points }) : allAttemptsUsed()}{' '}
        {t('web.finished.next', { countdown: left ? clockText(left) : '…' })}
      </p>
      <NftImage
        key={image.imageUrl}
        src={image.imageUrl}
        alt={image.nft?.name ?? t('game.image.today')}
        className="mx-auto aspect-square w-full max-w-sm"
      />
      <div className="flex justify-center">
        <GuessChips guesses={image.guesses} results={image.attemptResults} />
      </div>
      {image.nft && (
        <p className="font-semibold">
          <NftLine nft={image.nft} />
        </p>
      )}
      {streak && streak.current > 0 && <StreakNote note={{ tone: 'cheer', text: streakLine(streak) }} />}
      {image.hasWon && <NameOffer />}
      <div className="flex flex-wrap justify-center gap-2">
        <StatsButton />
        <ShareButton roundNumber={game.roundNumber} attemptResults={image.attemptResults} points={image.points} />
        <ArchiveLink />
      </div>
    </section>
  );
}
