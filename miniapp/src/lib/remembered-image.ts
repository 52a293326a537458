import { safeStorage } from '@app/shared/client/safe-storage';
import { launchingUser } from '../identity/launch-params';

/** The game's image as the skeleton draws it. */
export interface SkeletonImage {
  imageUrl: string;
  alt: string;
  /** A visitor's card is smaller: the skeleton sizes its image as the card does. */
  visitor: boolean;
}

interface Remembered extends SkeletonImage {
  /** The Telegram user it was shown to: one device may run several accounts. */
  user: string;
  /** When its round ends, by this device's clock (epoch ms): after it, the image is another day's. */
  until: number;
}

const KEY = 'last-game-image';
const local = safeStorage('local');

/** The image of the game, and its description, from the player's view of the round. */
export function skeletonImageOf(
  image: { imageUrl: string; gameOver: boolean; nft: { name: string } | null },
  visitor: boolean,
): SkeletonImage {
  const alt = image.gameOver ? (image.nft?.name ?? "Today's NFT") : "Today's blurred NFT";
  return { imageUrl: image.imageUrl, alt, visitor };
}

/**
 * Keeps the image the game shows this player, until its round ends: the next launch draws
 * it at once, while the requests that confirm it are on their way.
 */
export function rememberGameImage(image: SkeletonImage, roundEndsAt: number): void {
  const user = launchingUser();
  if (!user) return;
  const remembered: Remembered = { ...image, user, until: roundEndsAt };
  local.set(KEY, JSON.stringify(remembered));
}

/** The image last shown to the player launching the app, if its round is still on. */
export function rememberedGameImage(now = Date.now()): SkeletonImage | null {
  try {
    const remembered = JSON.parse(local.get(KEY) ?? 'null') as Remembered | null;
    if (!remembered || remembered.user !== launchingUser() || !(now < remembered.until)) return null;
    const { imageUrl, alt, visitor } = remembered;
    return typeof imageUrl === 'string' && imageUrl.startsWith('/api/')
      ? { imageUrl, alt: String(alt), visitor: !!visitor }
      : null;
  } catch {
    return null;
  }
}
