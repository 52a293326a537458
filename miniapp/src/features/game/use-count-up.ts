import { useEffect, useState } from 'react';

const DURATION_MS = 900;

const prefersReducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A number counting up from 0 to `target` (at once for players who asked for less motion). */
export function useCountUp(target: number): number {
  const [shown, setShown] = useState(() => (prefersReducedMotion() ? target : 0));
  useEffect(() => {
    if (prefersReducedMotion()) return setShown(target);
    const start = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      const progress = Math.min((now - start) / DURATION_MS, 1);
      setShown(Math.round(target * (1 - (1 - progress) ** 3)));
      if (progress < 1) frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return shown;
}
