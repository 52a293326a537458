import { Composer, type Context, type NextFunction } from 'grammy';
import { isListedAdmin } from '../command-list';
import type { BotAdminServices, BotConfig } from '../services';

const ADMIN_REFUSAL = 'Sorry, only admins can do that.';

const senderOf = (ctx: Context) => String(ctx.from?.id ?? '');

/**
 * /maintenance on|off, /archive, /backup, /stats. The bot turns away senders missing from
 * adminIds (when configured) before calling anything; the services check again.
 */
export function adminCommands(config: BotConfig, admin: BotAdminServices): Composer<Context> {
  const composer = new Composer<Context>();
  const guard = async (ctx: Context, next: NextFunction) => {
    if (!config.adminIds || isListedAdmin(config, ctx.from?.id)) await next();
    else await ctx.reply(ADMIN_REFUSAL);
  };
  const answer = (action: (telegramId: string) => Promise<string>) => async (ctx: Context) => {
    await ctx.reply(await action(senderOf(ctx)));
  };

  composer.command('maintenance', guard, async (ctx) => {
    const mode = ctx.match.trim().toLowerCase();
    if (mode === 'on' || mode === 'off') await ctx.reply(await admin.setMaintenance(senderOf(ctx), mode === 'on'));
    else await ctx.reply('Usage: /maintenance on|off');
  });
  composer.command(
    'archive',
    guard,
    answer((id) => admin.archiveWeek(id)),
  );
  composer.command(
    'backup',
    guard,
    answer((id) => admin.backup(id)),
  );
  composer.command(
    'stats',
    guard,
    answer((id) => admin.stats(id)),
  );
  return composer;
}
