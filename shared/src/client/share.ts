import { ATTEMPTS_PER_DAY } from '../constants';
import type { PublicConfig } from '../schemas/config';

/** A spoiler-free result: the round, the attempts as squares, the points and (unless the share carries it) a link. */
export function shareText(input: {
  roundNumber: number;
  attemptResults: boolean[];
  points: number;
  url?: string;
}): string {
  const won = input.attemptResults.includes(true);
  const score = won ? `${input.attemptResults.length}/${ATTEMPTS_PER_DAY}` : `X/${ATTEMPTS_PER_DAY}`;
  const squares = input.attemptResults.map((correct) => (correct ? '🟩' : '🟥')).join('');
  const lines = [`BWIF NFT Guess #${input.roundNumber} ${score}`, squares, `${input.points} points`, input.url];
  return lines.filter(Boolean).join('\n');
}

/** Where a shared result leads inside Telegram: the Mini App, opened on the round (`startapp=r<round>`). */
export function miniAppDeepLink(
  config: Pick<PublicConfig, 'telegramBotUsername' | 'telegramMiniAppShortName'>,
  roundNumber: number,
): string {
  const app = config.telegramMiniAppShortName ? `/${config.telegramMiniAppShortName}` : '';
  return `https://t.me/${config.telegramBotUsername}${app}?startapp=r${roundNumber}`;
}

/** Telegram's share link (`t.me/share/url`), as the path openTelegramLink takes: the chat picker with the link and text. */
export function telegramSharePath(url: string, text: string): string {
  return `/share/url?${new URLSearchParams({ url, text }).toString()}`;
}
