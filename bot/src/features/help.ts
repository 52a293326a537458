import { Composer } from 'grammy';
import { ATTEMPTS_PER_DAY, POINTS_BY_ATTEMPT } from '@app/shared/constants';
import { ADMIN_COMMANDS, isListedAdmin } from '../command-list';
import type { BotContext, Translate } from '../i18n';
import { playKeyboardFor } from '../keyboards/play';
import type { BotConfig, BotServices } from '../services';

const [first, second, third] = POINTS_BY_ATTEMPT;

const helpText = (t: Translate, holderMin: number) =>
  t('help.text', { attempts: ATTEMPTS_PER_DAY, first, second, third, holderMin });

/** The admin commands stay English: only the operators read them. */
const adminHelp = [
  '',
  '',
  'Admins:',
  ...ADMIN_COMMANDS.map(({ command, description }) => `/${command}: ${description}`),
].join('\n');

/** The admin commands are listed only to a listed admin, and only in a private chat: never to a group. */
const showsAdminHelp = (ctx: BotContext, config: BotConfig) =>
  ctx.chat?.type === 'private' && isListedAdmin(config, ctx.from?.id);

/** /help: how to play and the commands, the admin commands too for an admin (when the bot has them). */
export function helpCommand(
  config: BotConfig,
  services: Pick<BotServices, 'holderMin' | 'admin'>,
): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  composer.command('help', (ctx) => {
    const forAdmin = services.admin !== undefined && showsAdminHelp(ctx, config);
    return ctx.reply(helpText(ctx.t, services.holderMin) + (forAdmin ? adminHelp : ''), {
      reply_markup: playKeyboardFor(ctx.chat.type, ctx.t, config),
    });
  });
  return composer;
}
