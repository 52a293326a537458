import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { Link } from 'react-router';
import { useEffect } from 'react';
import { TIMERS } from '@app/shared/constants';
import { useGameImage } from '@app/shared/client/game';
import { streakAfterGame } from '@app/shared/rules/streak-text';
import { rankChangeText, resultHeading } from '@app/shared/client/game-flow/game-copy';
import { useT } from '@app/shared/client/i18n/use-t';
import type { GameEnd } from '@app/shared/client/game-flow/game-end';
import { useCountUp } from '@app/shared/client/game-flow/use-count-up';
import { fairnessPath } from '@app/shared/web-routes';
import { RoundSpread } from '@app/shared/client/game-flow/round-spread';
import { outcomeOf } from '@app/shared/client/spread';
import { dismissShownToast } from '../../../lib/toast';
import { EarnMorePanel } from './earn-more-panel';
import { SPREAD_LOOK } from './spread-look';
import { NftImage } from './nft-image';
import { ShareButton } from './share-button';
import { StatsButton } from './stats-button';
import { StreakNote } from './streak-note';

/** The end-of-game dialog: the points count up, a win says its rank change; not dismissed by clicking outside; closing reloads the page. */
export default function ResultDialog({ end }: { end: GameEnd }) {
  const { result } = end;
  const t = useT();
  const heading = resultHeading(result.success);
  const unblurred = useGameImage(result.success, true);
  // While the unblurred picture is on its way the image stays in its loading state.
  const imageUrl = result.success && !unblurred.isError ? unblurred.data?.imageUrl : end.lastImageUrl;
  const points = useCountUp(result.points);
  const close = () => setTimeout(() => location.reload(), TIMERS.resultDialogReloadMs);
  // "Wallet connected" and the like would sit over the dialog's lower half on a phone.
  useEffect(dismissShownToast, []);
  return (
    <Dialog.Root defaultOpen onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          onInteractOutside={(event) => event.preventDefault()}
          className="card fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[92vw] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto"
        >
          <Dialog.Title className="text-xl font-bold">{heading.title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-slate-600 dark:text-slate-300">
            {heading.description}
          </Dialog.Description>
          <Dialog.Close aria-label={t('action.close')} className="btn-ghost absolute top-3 end-3 p-2">
            <X size={18} />
          </Dialog.Close>
          <p className="mt-4 text-3xl font-bold tabular-nums">{t('game.points', { points })}</p>
          {result.rankChange && (
            <p className="mt-1 font-semibold text-emerald-700 dark:text-emerald-300">
              {rankChangeText(result.rankChange)}
            </p>
          )}
          {result.streak && (
            <div className="mt-3">
              <StreakNote note={streakAfterGame(result.streak)} />
            </div>
          )}
          {result.throwbackThursday && (
            <p className="text-sm font-medium text-brand-700 dark:text-brand-100">{t('game.throwback.special')}</p>
          )}
          {/* The details beside the image while their words fit; under it on a narrow phone. */}
          <div className="mt-4 flex flex-wrap gap-4">
            <NftImage
              key={imageUrl ?? 'pending'}
              src={imageUrl}
              pending={!imageUrl}
              alt={result.nft ? result.nft.name : t('game.image.today')}
              height={120}
              className="w-[120px] shrink-0"
            />
            {result.nft && (
              <dl className="grid min-w-0 flex-[1_1_10.5rem] grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm [&>dt]:whitespace-nowrap">
                <dt className="text-slate-500 dark:text-slate-400">{t('game.nft.id')}</dt>
                <dd className="font-semibold" dir="ltr">
                  #{result.nft.nftId}
                </dd>
                <dt className="text-slate-500 dark:text-slate-400">{t('game.nft.name')}</dt>
                <dd>{result.nft.name}</dd>
                <dt className="text-slate-500 dark:text-slate-400">{t('game.nft.collection')}</dt>
                <dd>{result.nft.collection ?? '—'}</dd>
                <dt className="text-slate-500 dark:text-slate-400">{t('game.nft.creator')}</dt>
                <dd className="wrap-anywhere" dir="ltr">
                  {result.nft.creator ?? '—'}
                </dd>
              </dl>
            )}
          </div>
          <RoundSpread roundId={end.roundId} own={outcomeOf(result.success, result.attemptsUsed)} look={SPREAD_LOOK} />
          <div className="mt-4 flex flex-wrap gap-2">
            <ShareButton roundNumber={end.roundNumber} attemptResults={end.attemptResults} points={result.points} />
            <StatsButton />
          </div>
          <Link
            to={fairnessPath(end.roundId)}
            className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline dark:text-brand-100"
          >
            {t('fairness.checkDay')}
          </Link>
          <div className="mt-4">
            <EarnMorePanel />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
