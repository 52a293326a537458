import { GrammyError, type Api } from 'grammy';
import { ATTEMPTS_PER_DAY } from '@app/shared/constants';
import { matchLanguage } from '@app/shared/i18n/languages';
import { groupStartParam } from '@app/shared/rules/group-id';
import { spreadPercents } from '@app/shared/rules/spread';
import type { RoundSpread } from '@app/shared/schemas/spread';
import { translatorOf, type Translate } from './i18n';
import { rankedLines } from './format';
import { groupPlayKeyboard } from './keyboards/group-play';
import { consoleLogger, type BotLogger } from './logger';
import type { BotConfig } from './services';

/** A member's game on the day posted: spoiler-free. */
interface GroupPostResult {
  name: string;
  attemptsUsed: number;
  solved: boolean;
  points: number;
}

/** Yesterday's results of a group, and its week so far. */
interface GroupPost {
  chatId: string;
  title: string;
  roundNumber: number | null;
  results: GroupPostResult[];
  week: Array<{ name: string; points: number }>;
  /** How everyone in the game did on the day; null when it is not known. */
  spread: RoundSpread | null;
  /** The group's language (the member's who brought the bot); null: the announcements' one. */
  language: string | null;
}

/** How a post went: sent; the group is gone (the bot was removed); it moved to a supergroup; or it failed. */
type GroupPostOutcome = 'sent' | 'gone' | { movedTo: string } | 'failed';

/** What the game asks the bot about groups. */
export interface GroupChats {
  /** Telegram's word that the user is in the group now (member, admin, creator, or restricted but a member). */
  isMember(chatId: string, telegramId: string): Promise<boolean>;
  post(post: GroupPost): Promise<GroupPostOutcome>;
}

const IN_GROUP = new Set(['member', 'administrator', 'creator']);

/** "Ada: solved in 2/3, 5 pts" or "Bob: not solved (3/3)". */
function resultLine(t: Translate, { name, attemptsUsed: used, solved, points }: GroupPostResult): string {
  return solved
    ? t('groupPost.solved', { name, used, attempts: ATTEMPTS_PER_DAY, points })
    : t('groupPost.notSolved', { name, used, attempts: ATTEMPTS_PER_DAY });
}

/** "Everyone: 1,204 players · 1st try 18% · 2nd try 31% · 3rd try 22% · missed 29%". */
function everyoneLine(t: Translate, spread: RoundSpread): string {
  const [first = 0, second = 0, third = 0, missed = 0] = spreadPercents(spread);
  return t('groupPost.everyone', { players: spread.players, first, second, third, missed });
}

/** The daily post: yesterday's results best first, how everyone in the game did, then the week's totals. Never a guess. */
function groupPostText(t: Translate, post: GroupPost): string {
  const { title, roundNumber: round } = post;
  const lines = [round ? t('groupPost.titleWithRound', { title, round }) : t('groupPost.title', { title })];
  lines.push(
    ...(post.results.length > 0 ? post.results.map((result) => resultLine(t, result)) : [t('groupPost.nobody')]),
  );
  if (post.spread) lines.push('', everyoneLine(t, post.spread));
  if (post.week.length > 0) {
    const ranked = post.week.map(({ name, points }, index) => ({ rank: index + 1, name, points }));
    lines.push('', t('groupPost.week'), rankedLines(t, ranked));
  }
  return lines.join('\n');
}

/** Telegram says the chat is gone for the bot: removed, or the chat deleted. */
function isGone(error: GrammyError): boolean {
  return error.error_code === 403 || (error.error_code === 400 && /chat not found/i.test(error.description));
}

/** Group membership checks and the daily posts, through the bot's API (its throttle and retries apply). */
export function createGroupChats(api: Api, config: BotConfig, logger: BotLogger = consoleLogger): GroupChats {
  return {
    async isMember(chatId, telegramId) {
      try {
        const member = await api.getChatMember(chatId, Number(telegramId));
        return IN_GROUP.has(member.status) || (member.status === 'restricted' && member.is_member);
      } catch (error) {
        // The user was never in the group, or the bot is not in it any more.
        if (error instanceof GrammyError && (error.error_code === 400 || error.error_code === 403)) return false;
        throw error;
      }
    },
    async post(post) {
      try {
        const username = config.botUsername ?? (await api.getMe()).username;
        const t = translatorOf(matchLanguage(post.language ?? '') ?? config.announceLanguage ?? 'en');
        await api.sendMessage(post.chatId, groupPostText(t, post), {
          reply_markup: groupPlayKeyboard(t, config, username, groupStartParam(post.chatId)),
        });
        return 'sent';
      } catch (error) {
        if (error instanceof GrammyError) {
          const movedTo = error.parameters.migrate_to_chat_id;
          if (movedTo) return { movedTo: String(movedTo) };
          if (isGone(error)) return 'gone';
        }
        logger.warn({ chatId: post.chatId, err: error }, 'group post not sent');
        return 'failed';
      }
    },
  };
}
