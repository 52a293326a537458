import type { ReactNode } from 'react';
import './nft-image.css';

/** The day's image: timed and fetched first by the browser, not to be dragged or saved; `children` lie over it. */
export function NftImage({ src, alt, children }: { src: string; alt: string; children?: ReactNode }) {
  return (
    <div className="image-frame">
      <img
        key={src}
        className="nft-image"
        src={src}
        alt={alt}
        {...{ elementtiming: 'game-image', fetchpriority: 'high' }}
        draggable={false}
        onContextMenu={(event) => event.preventDefault()}
      />
      {children}
    </div>
  );
}
