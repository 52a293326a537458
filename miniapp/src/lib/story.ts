import { supports } from '@telegram-apps/bridge';
import { readTelegramEnv } from '../identity/launch-params';
import { post } from './controls';

/** Whether this client opens its story editor for the Mini App (Bot API 7.8). */
export const canShareToStory = () => supports('web_app_share_to_story', readTelegramEnv()?.version ?? '6.0');

/** The day's spoiler-free card at story size, as the server draws it. */
const storyCardUrl = (roundId: number) => `${location.origin}/api/og/round-${roundId}-story.jpg`;

/**
 * Opens Telegram's story editor on the day's card with `caption`; the player's invite link
 * (the game's startapp link) rides along as the story's widget link, which Telegram shows
 * where the player may post one.
 */
export function shareToStory({
  roundId,
  caption,
  link,
}: {
  roundId: number;
  caption: string;
  link: { url: string; name: string } | null;
}): void {
  post('web_app_share_to_story', {
    media_url: storyCardUrl(roundId),
    text: caption,
    ...(link ? { widget_link: link } : {}),
  });
}
