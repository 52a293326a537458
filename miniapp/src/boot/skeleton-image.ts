import { earlyAnswerOf } from '@app/shared/client/early-answers';
import { painted } from '@app/shared/client/skeleton-paint';
import { rememberedGameImage, skeletonImageOf, type SkeletonImage } from '../lib/remembered-image';

interface ImageAnswer {
  imageUrl: string;
  gameOver: boolean;
  nft: { name: string } | null;
}

const isImageAnswer = (answer: unknown): answer is ImageAnswer =>
  typeof (answer as ImageAnswer | null)?.imageUrl === 'string';

/** Draws `image` in the skeleton's image place (the placeholder, or the image drawn there before). */
function drawInSkeleton(place: Element, image: SkeletonImage): HTMLImageElement {
  const element = place instanceof HTMLImageElement ? place : document.createElement('img');
  element.className = 'skeleton-image';
  element.alt = image.alt;
  element.setAttribute('elementtiming', 'game-image');
  element.setAttribute('fetchpriority', 'high');
  element.toggleAttribute('data-visitor', image.visitor);
  element.src = image.imageUrl;
  if (element !== place) place.replaceWith(element);
  return element;
}

/** The player's image of the game from the early answers to GET /api/game/image and /api/me; null if refused. */
async function answeredImage(): Promise<SkeletonImage | null> {
  const [image, me] = await Promise.all([earlyAnswerOf('/api/game/image'), earlyAnswerOf('/api/me')]).catch(() => [
    null,
    null,
  ]);
  if (!isImageAnswer(image)) return null;
  return skeletonImageOf(image, !(me as { walletAddress?: unknown } | null)?.walletAddress);
}

/**
 * Puts the player's own image of the game in the skeleton, from the early answer to
 * GET /api/game/image: signed with their launch data, it is the image the game then
 * shows (the same address, taken over from the browser's cache), so it is fetched and
 * painted while the app's modules still load. The server cannot write it into the page
 * as on the web: the page's request carries no launch data. Launched again during the
 * same round, the image the game last showed is drawn at once, from the browser's cache,
 * and replaced if the answer differs (the player guessed elsewhere). Settles once the
 * answer's image is on screen, or when there is none to show.
 */
export async function showImageInSkeleton(): Promise<void> {
  const placeholder = document.querySelector('#root > .skeleton div.skeleton-image');
  if (!placeholder) return;
  const remembered = rememberedGameImage();
  const drawnAtOnce = remembered ? drawInSkeleton(placeholder, remembered) : null;
  const answered = await answeredImage();
  if (!answered) return drawnAtOnce ? painted(drawnAtOnce) : undefined;
  const asRemembered =
    remembered?.imageUrl === answered.imageUrl &&
    remembered.alt === answered.alt &&
    remembered.visitor === answered.visitor;
  await painted(asRemembered ? drawnAtOnce! : drawInSkeleton(drawnAtOnce ?? placeholder, answered));
}
