import { requestPreparedShare } from '@app/shared/client/prepared-share';
import { miniAppDirectLink, telegramSharePath } from '@app/shared/links';
import { t } from '@app/shared/client/i18n/language-runtime';
import { shareText } from '@app/shared/rules/share-text';
import type { PublicConfig } from '@app/shared/schemas/config';
import { canShareMessage, openTelegramLink, sharePreparedMessage } from '../../../lib/controls';

export interface ShareInput {
  roundNumber: number;
  attemptResults: boolean[];
  points: number;
  /** A past puzzle's result, marked as practice. */
  practice?: boolean;
  /** Orange and blue squares, the player's colour-blind setting. */
  highContrast?: boolean;
}

/**
 * Shares the spoiler-free result: as a message the bot prepared where the client can
 * (shareMessage, Bot API 8.0), else, and whenever that fails, through Telegram's share link.
 * The bot prepares the day's result only: practice goes by the link.
 */
export async function shareResult(config: PublicConfig, input: ShareInput): Promise<void> {
  const text = shareText(input, t);
  if (!input.practice && canShareMessage()) {
    try {
      const { preparedMessageId } = await requestPreparedShare();
      await sharePreparedMessage(preparedMessageId);
      return;
    } catch {
      // the bot could not prepare it, or the client refused it: the share link still works
    }
  }
  openTelegramLink(telegramSharePath(miniAppDirectLink(config, `r${input.roundNumber}`), text));
}
