import { ATTEMPTS_PER_DAY } from '../../constants';
import { t } from '../i18n/language-runtime';

/** The rules in one line, beside today's puzzle: what a newcomer reads before anything else. */
export const rulesLine = () => t('howTo.rules', { attempts: ATTEMPTS_PER_DAY });

/** Where a browser remembers it has shown the how-to-play sheet. */
export const HOW_TO_PLAY_SEEN_KEY = 'how-to-play-seen';

/** Where the Mini App remembers it per Telegram user: one device may run several accounts. */
export const howToPlaySeenKeyOf = (telegramUserId: string) => `${HOW_TO_PLAY_SEEN_KEY}:tg:${telegramUserId}`;
