import { useState, type ImgHTMLAttributes } from 'react';
import { TIMERS } from '@app/shared/constants';
import { useT } from '@app/shared/client/i18n/use-t';

interface NftImageProps {
  src: string | null | undefined;
  alt: string;
  className?: string;
  height?: number;
  /** The URL is still being fetched: show the loading state, not an error. */
  pending?: boolean;
  /** The end of the game: the picture clears from a blur once loaded (at once when motion is reduced). */
  reveal?: boolean;
  /** Called when a revealed picture has cleared, or failed to load. */
  onShown?: () => void;
  /** Marks the page's main image: its paint is reported to Element Timing under this name, and it is fetched first. */
  elementTiming?: string;
}

/** Attributes React 18 does not know by these names, written as the HTML spells them. */
function mainImageAttributes(elementTiming: string | undefined): ImgHTMLAttributes<HTMLImageElement> {
  if (!elementTiming) return {};
  return { elementtiming: elementTiming, fetchpriority: 'high' } as ImgHTMLAttributes<HTMLImageElement>;
}

/** An NFT image that fades in, blocks the context menu, and offers Retry and details when it fails. */
export function NftImage({
  src,
  alt,
  className = '',
  height,
  pending = false,
  reveal = false,
  onShown,
  elementTiming,
}: NftImageProps) {
  const [state, setState] = useState<'loading' | 'loaded' | 'error'>(() => (isHeld(src) ? 'loaded' : 'loading'));
  const [attempt, setAttempt] = useState(0);
  const [showDetails, setShowDetails] = useState(false);
  const t = useT();

  const box = `relative overflow-hidden rounded-xl bg-slate-200 dark:bg-slate-800 ${className}`;
  if (!src && pending)
    return <div className={`${box} animate-pulse`} style={height ? { height } : undefined} aria-hidden />;
  if (!src)
    return (
      <p role="alert" className="p-6 text-center text-sm text-red-600">
        {t('web.game.image.missing')}
      </p>
    );
  const safe = upgradeForHttpsPage(src);
  const url = attempt === 0 ? safe : `${safe}${safe.includes('?') ? '&' : '?'}retry=${attempt}`;

  if (state === 'error') {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-xl bg-slate-100 p-6 text-center dark:bg-slate-800"
      >
        <p className="font-medium text-red-700 dark:text-red-300">{t('web.game.image.failed')}</p>
        <div className="flex gap-2">
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              setState('loading');
              setAttempt(attempt + 1);
            }}
          >
            {t('load.retry')}
          </button>
          <button type="button" className="btn-ghost" onClick={() => setShowDetails(!showDetails)}>
            {t(showDetails ? 'game.details.hide' : 'game.details.show')}
          </button>
        </div>
        {showDetails && <code className="text-xs break-all">{url}</code>}
      </div>
    );
  }

  return (
    <div className={box} style={height ? { height } : undefined}>
      {state === 'loading' && <div className="absolute inset-0 animate-pulse" aria-hidden />}
      <img
        src={url}
        alt={alt}
        {...mainImageAttributes(elementTiming)}
        draggable={false}
        onContextMenu={(event) => event.preventDefault()}
        onLoad={() => setState('loaded')}
        onError={() => {
          setState('error');
          onShown?.();
        }}
        onAnimationEnd={onShown}
        className={`h-full w-full object-contain select-none ${reveal && state === 'loaded' ? 'animate-reveal motion-reduce:[animation-duration:1ms]' : ''}`}
        style={{ opacity: state === 'loaded' ? 1 : 0, transition: `opacity ${TIMERS.imageFadeMs}ms ease-in` }}
      />
    </div>
  );
}

/**
 * Whether the page already holds the image (the server's skeleton showed it): then it is
 * drawn at once, and the take-over from the skeleton never blinks out for a fade-in.
 */
function isHeld(src: string | null | undefined): boolean {
  if (!src) return false;
  const probe = new Image();
  probe.src = upgradeForHttpsPage(src);
  return probe.complete && probe.naturalWidth > 0;
}

/** An http image on an https page would be blocked as mixed content. */
function upgradeForHttpsPage(src: string): string {
  return location.protocol === 'https:' && src.startsWith('http:') ? `https:${src.slice(5)}` : src;
}
