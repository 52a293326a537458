import { useGameImage } from '@app/shared/client/game';
import { useEffect, useState } from 'react';
import type { GameEnd } from '@app/shared/client/game-flow/game-end';
import { useT } from '@app/shared/client/i18n/use-t';
import './nft-image.css';

/**
 * The end of a game as a moment: on a win the clear picture comes through the blur, on a
 * loss the blurred one fades back; then `onDone` (the result dialog). Players who asked
 * for less motion get it at once.
 */
export function RevealingImage({ end, onDone }: { end: GameEnd; onDone: () => void }) {
  const won = end.result.success;
  const unblurred = useGameImage(won, true);
  const [loaded, setLoaded] = useState(false);
  const t = useT();
  const failed = won && unblurred.isError;
  useEffect(() => {
    if (failed) onDone();
  }, [failed, onDone]);
  return (
    <div className="image-frame">
      <img
        className={`nft-image${won ? '' : ' fade-back'}`}
        src={end.lastImageUrl}
        alt={t('game.image.blurred')}
        draggable={false}
        onAnimationEnd={won ? undefined : onDone}
      />
      {won && unblurred.data && (
        <img
          className={`nft-image over${loaded ? ' reveal' : ''}`}
          src={unblurred.data.imageUrl}
          alt={end.result.nft?.name ?? t('game.image.today')}
          draggable={false}
          onLoad={() => setLoaded(true)}
          onError={onDone}
          onAnimationEnd={onDone}
        />
      )}
    </div>
  );
}
