/** The longest an app waits for its skeleton's image: on a stalled network it starts and shows its own loading state. */
const SKELETON_WAIT_LIMIT_MS = 2_000;

/** Resolves once the next frame has been drawn. */
const afterNextPaint = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** Settles once `element`'s image is on screen (or failed to load). */
export async function painted(element: HTMLImageElement): Promise<void> {
  await element.decode().catch(() => undefined);
  await afterNextPaint();
}

/** `wait`, or SKELETON_WAIT_LIMIT_MS, whichever comes first. */
export const atTheLatest = (wait: Promise<void>) =>
  Promise.race([wait, new Promise<void>((resolve) => setTimeout(resolve, SKELETON_WAIT_LIMIT_MS))]);
