import { Composer } from 'grammy';
import { groupStartParam } from '@app/shared/rules/group-id';
import type { BotContext } from '../i18n';
import { groupPlayKeyboard } from '../keyboards/group-play';
import { playKeyboard } from '../keyboards/play';
import type { BotConfig, BotGroupServices, GroupChat } from '../services';

const GROUP_TYPES: Array<'group' | 'supergroup'> = ['group', 'supergroup'];

const groupOf = (ctx: BotContext, chat: { id: number; title?: string }): GroupChat => ({
  chatId: String(chat.id),
  title: chat.title ?? ctx.t('group.thisGroup'),
});

/** The sender may manage the group: an admin, its creator, or an admin posting anonymously as the group. */
async function isGroupAdmin(ctx: BotContext): Promise<boolean> {
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
export function groupCommands(config: BotConfig, services?: BotGroupServices): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  const groups = composer.chatType(GROUP_TYPES);
  groups.command('play', async (ctx) => {
    const group = groupOf(ctx, ctx.chat);
    await services?.register(group, ctx.language);
    await ctx.reply(ctx.t('group.play', { title: group.title }), {
      reply_markup: groupPlayKeyboard(ctx.t, config, ctx.me.username, groupStartParam(ctx.chat.id)),
    });
  });
  composer.chatType('private').command('play', async (ctx) => {
    await ctx.reply(ctx.t('group.playPrivate'), { reply_markup: playKeyboard(ctx.t, config) });
  });
  groups.command('daily', async (ctx) => {
    const argument = ctx.match.trim().toLowerCase();
    if (argument !== 'on' && argument !== 'off') return void (await ctx.reply(ctx.t('group.dailyUsage')));
    if (!(await isGroupAdmin(ctx))) return void (await ctx.reply(ctx.t('group.adminsOnly')));
    if (!services) return;
    await services.setDailyPost(groupOf(ctx, ctx.chat), argument === 'on');
    await ctx.reply(ctx.t(argument === 'on' ? 'group.dailyOn' : 'group.dailyOff'));
  });
  if (!services) return composer;
  composer.on('my_chat_member', async (ctx) => {
    const { chat, new_chat_member: member } = ctx.myChatMember;
    if (chat.type !== 'group' && chat.type !== 'supergroup') return;
    if (member.status === 'left' || member.status === 'kicked') return services.forget(String(chat.id));
    if (ctx.myChatMember.old_chat_member.status === 'left' || ctx.myChatMember.old_chat_member.status === 'kicked') {
      await services.register(groupOf(ctx, chat), ctx.language);
      await ctx.reply(ctx.t('group.thanks'));
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
