import { earlyAnswerOf } from '@app/shared/client/early-answers';

interface ImageAnswer {
  imageUrl: string;
  gameOver: boolean;
  nft: { name: string } | null;
}

const isImageAnswer = (answer: unknown): answer is ImageAnswer =>
  typeof (answer as ImageAnswer | null)?.imageUrl === 'string';

/** Resolves once the next frame has been drawn. */
const afterNextPaint = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * Puts the player's own image of the game in the skeleton, from the early answer to
 * GET /api/game/image: signed with their launch data, it is the image the game then
 * shows (the same address, taken over from the browser's cache), so it is fetched and
 * painted while the app's modules still load. The server cannot write it into the page
 * as on the web: the page's request carries no launch data. A visitor's card (no wallet)
 * is smaller; the skeleton sizes the image by `data-visitor`, as the card does.
 * Settles once the image is on screen, or when there is none to show.
 */
export async function showImageInSkeleton(): Promise<void> {
  const [image, me] = await Promise.all([earlyAnswerOf('/api/game/image'), earlyAnswerOf('/api/me')]).catch(() => [
    null,
    null,
  ]);
  const placeholder = document.querySelector('#root > .skeleton div.skeleton-image');
  if (!isImageAnswer(image) || !placeholder) return;
  const element = document.createElement('img');
  element.className = 'skeleton-image';
  element.alt = image.gameOver ? (image.nft?.name ?? "Today's NFT") : "Today's blurred NFT";
  element.setAttribute('elementtiming', 'game-image');
  element.setAttribute('fetchpriority', 'high');
  if (!(me as { walletAddress?: unknown } | null)?.walletAddress) element.dataset.visitor = '';
  element.src = image.imageUrl;
  placeholder.replaceWith(element);
  await element.decode().catch(() => undefined);
  await afterNextPaint();
}
