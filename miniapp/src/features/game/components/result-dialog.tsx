import { useState } from 'react';
import { TIMERS } from '@app/shared/constants';
import { useGameImage } from '@app/shared/client/game';
import { rankChangeText } from '@app/shared/rules/rank-change';
import { streakAfterGame } from '@app/shared/rules/streak-text';
import { Sheet } from '../../../components/sheet';
import { GAME_COPY, resultHeading } from '@app/shared/client/game-flow/game-copy';
import type { GameEnd } from '@app/shared/client/game-flow/game-end';
import { useCountUp } from '@app/shared/client/game-flow/use-count-up';
import type { MainButtonState } from '../../../lib/main-button';
import { ShareIcon } from '../../../components/icons';
import type { AdSlot } from '../utils/game-end';
import { SHARE_RESULT } from '../utils/share-result';
import { NextRoundCountdown } from './next-round-countdown';
import { StatsButton } from './stats-button';
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
          {points} points
        </span>
        <span className="visually-hidden">{result.points} points</span>
      </p>
      {result.throwbackThursday && <p className="note-accent">{GAME_COPY.throwbackSpecial}</p>}
      {rankLine && <p className="rank-line">{rankLine}</p>}
      {result.streak && <StreakNote note={streakAfterGame(result.streak)} />}
      <div className="result-nft">
        <img
          className="result-image"
          src={imageUrl}
          alt={result.nft?.name ?? "Today's NFT"}
          draggable={false}
          onContextMenu={(event) => event.preventDefault()}
        />
        {result.nft && (
          <dl className="nft-details">
            <dt>NFT ID</dt>
            <dd className="tabular">#{result.nft.nftId}</dd>
            <dt>Name</dt>
            <dd>{result.nft.name}</dd>
            <dt>Collection</dt>
            <dd>{result.nft.collection ?? '—'}</dd>
            <dt>Creator</dt>
            <dd className="break-all">{result.nft.creator ?? '—'}</dd>
          </dl>
        )}
      </div>
      {thanked && (
        <p className="callout callout-win" role="status">
          Thanks for watching! Your points have been added.
        </p>
      )}
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
          <ShareIcon /> {share?.text ?? SHARE_RESULT}
        </button>
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
