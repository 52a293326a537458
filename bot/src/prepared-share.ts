import { InlineKeyboard, type Api } from 'grammy';
import { translatorsOf } from '@app/shared/i18n/catalog-files';
import type { Language } from '@app/shared/i18n/languages';
import { shareText, type ShareWords } from '@app/shared/rules/share-text';
import { miniAppLink } from './keyboards/mini-app-links';
import type { BotConfig } from './services';

/** A player's result of the day, to be sent by them from the Mini App (Telegram's shareMessage). */
interface ShareMessage {
  roundNumber: number;
  attemptResults: boolean[];
  points: number;
  /** The round's share picture (a JPEG Telegram fetches). */
  photoUrl: string;
  /** The player's language: the result's words are the Mini App's, in it. */
  language: Language;
}

/** Prepares inline messages a user can send from the Mini App; answers the prepared message's id. */
export interface PreparedShares {
  prepare(telegramUserId: number, message: ShareMessage): Promise<string>;
}

const shareTranslators = translatorsOf(['common', 'bot']);

/** The result's words in `language`, from the catalog the front ends share (compiled once a language). */
function shareWordsOf(language: Language): ShareWords {
  const i18n = shareTranslators(language);
  return (id, values) => i18n._(id, values);
}

/** The start parameter that opens the Mini App on a round. */
const roundStartParam = (roundNumber: number) => `r${roundNumber}`;

/**
 * Saves the message with the Bot API's savePreparedInlineMessage: the share picture, the
 * spoiler-free result as its caption and a Play button, both linking to the Mini App on the
 * round (`startapp=r<round>`), sendable to any kind of chat.
 */
export function createPreparedShares(api: Api, config: BotConfig): PreparedShares {
  return {
    async prepare(telegramUserId, message) {
      const { roundNumber, attemptResults, points, photoUrl, language } = message;
      const link = miniAppLink(config, roundStartParam(roundNumber));
      const prepared = await api.savePreparedInlineMessage(
        telegramUserId,
        {
          type: 'photo',
          id: `round-${roundNumber}`,
          photo_url: photoUrl,
          thumbnail_url: photoUrl,
          caption: shareText({ roundNumber, attemptResults, points, url: link }, shareWordsOf(language)),
          reply_markup: new InlineKeyboard().url(shareTranslators(language)._('button.play'), link),
        },
        { allow_user_chats: true, allow_bot_chats: true, allow_group_chats: true, allow_channel_chats: true },
      );
      return prepared.id;
    },
  };
}
