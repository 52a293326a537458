import { useState } from 'react';
import { TIMERS } from '@app/shared/constants';
import { useGameImage } from '@app/shared/client/game';
import { streakAfterGame } from '@app/shared/rules/streak-text';
import { Sheet } from '../../../components/sheet';
import { rankChangeText, resultHeading } from '@app/shared/client/game-flow/game-copy';
import { useT } from '@app/shared/client/i18n/use-t';
import type { GameEnd } from '@app/shared/client/game-flow/game-end';
import { useCountUp } from '@app/shared/client/game-flow/use-count-up';
import { RoundSpread } from '@app/shared/client/game-flow/round-spread';
import { outcomeOf } from '@app/shared/client/spread';
import type { MainButtonState } from '../../../lib/main-button';
import { ShareIcon } from '../../../components/icons';
import type { AdSlot } from '../utils/game-end';
import { HomeScreenOffer } from './home-screen-offer';
import { NextRoundCountdown } from './next-round-countdown';
import { SPREAD_LOOK } from './spread-look';
import { StatsButton } from './stats-button';
import { ScreenLink } from '../../../lib/screens';
import { StoryShareButton } from './story-share-button';
import { StreakNote } from './streak-note';
import './result-dialog.css';

interface ResultDialogProps {
  end: GameEnd;
  adSlot: AdSlot;
  roundId: number;
  /** The dialog is on screen (it steps aside while an ad plays). */
  onVisibleChange: (visible: boolean) => void;
  visible: boolean;
  /** The MainButton's share, repeated in the sheet: Telegram may draw its button under the sheet or not at all. */
  share: MainButtonState | null;
}

/** The end-of-game dialog: not dismissed by a tap outside; closing reloads the app after 50 ms. */
export default function ResultDialog({ end, adSlot, roundId, visible, onVisibleChange, share }: ResultDialogProps) {
  const { result } = end;
  const t = useT();
  const heading = resultHeading(result.success);
  const [thanked, setThanked] = useState(false);
  const unblurred = useGameImage(result.success, true);
  const imageUrl = result.success && unblurred.data ? unblurred.data.imageUrl : end.lastImageUrl;
  const points = useCountUp(result.points);
  const rankLine = result.rankChange && rankChangeText(result.rankChange);
  const close = () => setTimeout(() => location.reload(), TIMERS.resultDialogReloadMs);

  return (
    <Sheet open={visible} title={heading.title} onClose={close}>
      <p className="sheet-text">{heading.description}</p>
      <p className="points-big">
        <span className="tabular" aria-hidden>
          {t('game.points', { points })}
        </span>
        <span className="visually-hidden">{t('game.points', { points: result.points })}</span>
      </p>
      {result.throwbackThursday && <p className="note-accent">{t('game.throwback.special')}</p>}
      {rankLine && <p className="rank-line">{rankLine}</p>}
      {result.streak && <StreakNote note={streakAfterGame(result.streak)} />}
      <div className="result-nft">
        <img
          className="result-image"
          src={imageUrl}
          alt={result.nft?.name ?? t('game.image.today')}
          draggable={false}
          onContextMenu={(event) => event.preventDefault()}
        />
        {result.nft && (
          <dl className="nft-details">
            <dt>{t('game.nft.id')}</dt>
            <dd className="tabular" dir="ltr">
              #{result.nft.nftId}
            </dd>
            <dt>{t('game.nft.name')}</dt>
            <dd>{result.nft.name}</dd>
            <dt>{t('game.nft.collection')}</dt>
            <dd>{result.nft.collection ?? '—'}</dd>
            <dt>{t('game.nft.creator')}</dt>
            <dd dir="ltr">{result.nft.creator ?? '—'}</dd>
          </dl>
        )}
      </div>
      <RoundSpread roundId={end.roundId} own={outcomeOf(result.success, result.attemptsUsed)} look={SPREAD_LOOK} />
      {thanked && (
        <p className="callout callout-win" role="status">
          {t('miniapp.game.thanks')}
        </p>
      )}
      <HomeScreenOffer />
      <NextRoundCountdown />
      <div className="sheet-actions">
        <StatsButton />
        <button
          type="button"
          className="pill-button"
          disabled={!share || share.progress}
          aria-busy={share?.progress}
          onClick={share?.onClick}
        >
          <ShareIcon /> {share?.text ?? t('miniapp.game.share')}
        </button>
        <StoryShareButton roundId={end.roundId} />
        <ScreenLink to={`/fair?round=${end.roundId}`} className="pill-button">
          {t('fairness.checkDay')}
        </ScreenLink>
      </div>
      {adSlot({
        roundId,
        onBeforeAd: () => onVisibleChange(false),
        onAfterAd: (rewarded) => {
          setThanked((before) => before || rewarded);
          onVisibleChange(true);
        },
      })}
    </Sheet>
  );
}
