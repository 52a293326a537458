import { Composer, type Context } from 'grammy';
import { groupStartParam } from '@app/shared/rules/group-id';
import { groupPlayKeyboard } from '../keyboards/group-play';
import { playKeyboard } from '../keyboards/play';
import type { BotConfig, BotGroupServices, GroupChat } from '../services';

const GROUP_TYPES: Array<'group' | 'supergroup'> = ['group', 'supergroup'];
const DAILY_USAGE =
  'Send /daily on to get yesterday’s results of this group every day after 00:00 UTC, /daily off to stop.';
const ADMINS_ONLY = 'Only the group’s admins can change that.';

const groupOf = (chat: { id: number; title?: string }): GroupChat => ({
  chatId: String(chat.id),
  title: chat.title ?? 'this group',
});

/** The sender may manage the group: an admin, its creator, or an admin posting anonymously as the group. */
async function isGroupAdmin(ctx: Context): Promise<boolean> {
  if (!ctx.chat || !ctx.from) return false;
  if (ctx.senderChat?.id === ctx.chat.id) return true;
  const member = await ctx.getChatMember(ctx.from.id);
  return member.status === 'administrator' || member.status === 'creator';
}

/**
 * Playing in a group: `/play` answers with a direct Mini App link for the group
 * (`startapp=g_<id>`; web_app buttons do not work in groups), `/daily on|off` (admins
 * only) turns the daily post of yesterday's results on or off. The bot follows being
 * added or removed (my_chat_member), members leaving (left_chat_member) and a group's
 * upgrade to a supergroup. In privacy mode it still gets all of these: commands, its own
 * membership and service messages.
 */
export function groupCommands(config: BotConfig, services?: BotGroupServices): Composer<Context> {
  const composer = new Composer<Context>();
  const groups = composer.chatType(GROUP_TYPES);
  groups.command('play', async (ctx) => {
    const group = groupOf(ctx.chat);
    await services?.register(group);
    await ctx.reply(
      `Tap Play to guess today’s NFT: your attempts and points join ${group.title}’s board (never your guesses).`,
      {
        reply_markup: groupPlayKeyboard(config, ctx.me.username, groupStartParam(ctx.chat.id)),
      },
    );
  });
  composer.chatType('private').command('play', async (ctx) => {
    await ctx.reply('Tap Play to guess today’s NFT.', { reply_markup: playKeyboard(config) });
  });
  groups.command('daily', async (ctx) => {
    const argument = ctx.match.trim().toLowerCase();
    if (argument !== 'on' && argument !== 'off') return void (await ctx.reply(DAILY_USAGE));
    if (!(await isGroupAdmin(ctx))) return void (await ctx.reply(ADMINS_ONLY));
    if (!services) return;
    await services.setDailyPost(groupOf(ctx.chat), argument === 'on');
    await ctx.reply(
      argument === 'on'
        ? 'Every day after 00:00 UTC I will post yesterday’s results of this group. /daily off stops it.'
        : 'Daily results are off. /daily on turns them back on.',
    );
  });
  if (!services) return composer;
  composer.on('my_chat_member', async (ctx) => {
    const { chat, new_chat_member: member } = ctx.myChatMember;
    if (chat.type !== 'group' && chat.type !== 'supergroup') return;
    if (member.status === 'left' || member.status === 'kicked') return services.forget(String(chat.id));
    if (ctx.myChatMember.old_chat_member.status === 'left' || ctx.myChatMember.old_chat_member.status === 'kicked') {
      await services.register(groupOf(chat));
      await ctx.reply('Thanks for adding me! Send /play to play the daily NFT guess together.');
    }
  });
  composer.on('message:left_chat_member', (ctx) =>
    services.memberLeft(String(ctx.chat.id), String(ctx.message.left_chat_member.id)),
  );
  composer.on('message:migrate_to_chat_id', (ctx) =>
    services.migrate(String(ctx.chat.id), String(ctx.message.migrate_to_chat_id)),
  );
  composer.on('message:migrate_from_chat_id', (ctx) =>
    services.migrate(String(ctx.message.migrate_from_chat_id), String(ctx.chat.id)),
  );
  return composer;
}
