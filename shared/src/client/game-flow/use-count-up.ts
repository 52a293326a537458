import { useEffect, useState } from 'react';

/** As long as the image's blur-to-sharp reveal, so the points land with the picture. */
const COUNT_UP_MS = 900;

/** The player asked the system for less motion: animations jump to their end. */
const prefersReducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The count `elapsedMs` into counting up to `target`: fast first, easing out (cubic) to land on it. */
export function countUpValue(target: number, elapsedMs: number): number {
  const progress = Math.min(Math.max(elapsedMs / COUNT_UP_MS, 0), 1);
  return Math.round(target * (1 - (1 - progress) ** 3));
}

/** A number counting up from 0 to `target` in animation frames (at once for players who asked for less motion). */
export function useCountUp(target: number): number {
  const [shown, setShown] = useState(() => (prefersReducedMotion() ? target : 0));
  useEffect(() => {
    if (prefersReducedMotion()) return setShown(target);
    const start = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      setShown(countUpValue(target, now - start));
      if (now - start < COUNT_UP_MS) frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return shown;
}
