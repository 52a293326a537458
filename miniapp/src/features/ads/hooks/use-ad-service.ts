import { useEffect } from 'react';
import { createExternalStore } from '@app/shared/client/external-store';
import type { AdController } from '../../../lib/adsgram';

/** How often the ad service is looked for again once it failed. */
const RETRY_MS = 60_000;

// One answer for every ad button on screen: the home page's and the result dialog's.
const serviceDown = createExternalStore(false);

/** The ad network's SDK, or why there is none: null when it cannot load, 'broken' when it will not start. */
export async function adController(blockId: string): Promise<AdController | null | 'broken'> {
  try {
    // Loaded on the first tap: the SDK's loader stays out of the first load (120 KB budget).
    const { loadAdController } = await import('../../../lib/adsgram');
    return await loadAdController(blockId);
  } catch {
    return 'broken';
  }
}

/**
 * Whether the ad service failed: then the ad buttons wait, and the service is looked for
 * again every minute and whenever the Mini App comes back into view.
 */
export function useAdService(blockId: string | null | undefined) {
  const down = serviceDown.use();
  useEffect(() => {
    if (!down || !blockId) return;
    const retry = () => {
      if (document.visibilityState !== 'visible') return;
      void adController(blockId).then((controller) => {
        if (controller && controller !== 'broken') serviceDown.set(false);
      });
    };
    const timer = setInterval(retry, RETRY_MS);
    document.addEventListener('visibilitychange', retry);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', retry);
    };
  }, [down, blockId]);
  return { down, markDown: () => serviceDown.set(true) };
}
