/** The part of the Adsgram SDK the Mini App uses: show() resolves once the ad was watched to the end. */
export interface AdController {
  show(): Promise<{ done: boolean }>;
}

interface AdsgramGlobal {
  init(options: { blockId: string }): AdController;
}

const SDK_URL = 'https://sad.adsgram.ai/js/sad.min.js';
const LOAD_TIMEOUT_MS = 10_000;

function adsgram(): AdsgramGlobal | undefined {
  return (window as unknown as { Adsgram?: AdsgramGlobal }).Adsgram;
}

let loading: Promise<void> | undefined;

/** Loads the ad SDK once it loads (only the Mini App ever calls this); null when it cannot be had now. */
export async function loadAdController(blockId: string): Promise<AdController | null> {
  if (!adsgram()) {
    loading ??= new Promise<void>((resolve, reject) => {
      const script = Object.assign(document.createElement('script'), { src: SDK_URL, async: true });
      script.onload = () => resolve();
      script.onerror = () => reject(new Error('ad SDK failed to load'));
      setTimeout(() => reject(new Error('ad SDK load timed out')), LOAD_TIMEOUT_MS);
      document.head.append(script);
    });
    // A failed load is forgotten, so the next call tries the network again.
    await loading.catch(() => (loading = undefined));
  }
  return adsgram()?.init({ blockId }) ?? null;
}
