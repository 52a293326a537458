import { ATTEMPTS_PER_DAY } from '../../constants';
import { t } from '../i18n/language-runtime';

/** The rules in one line, beside today's puzzle: what a newcomer reads before anything else. */
export const RULES_LINE = `Guess this NFT's ID number: ${ATTEMPTS_PER_DAY} tries, the image clears after each miss.`;

/** The rules line in the active language. */
export const rulesLine = () => t('howTo.rules', { attempts: ATTEMPTS_PER_DAY });

/** What the difficulty label is about, shown beside it (docs/SPEC.md keeps the label's own words). */
export const BLUR_CAPTION = 'Image blur';

/** Where a browser remembers it has shown the how-to-play sheet. */
export const HOW_TO_PLAY_SEEN_KEY = 'how-to-play-seen';

/** Where the Mini App remembers it per Telegram user: one device may run several accounts. */
export const howToPlaySeenKeyOf = (telegramUserId: string) => `${HOW_TO_PLAY_SEEN_KEY}:tg:${telegramUserId}`;
