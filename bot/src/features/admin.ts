import { Composer } from 'grammy';
import type { BotServices } from '../services';

/** /maintenance on|off, /archive, /backup, /stats: the services check that the sender is an admin. */
export function adminCommands(services: BotServices): Composer<any> {
  const composer = new Composer();
  const sender = (ctx: { from?: { id: number } }) => String(ctx.from?.id ?? '');

  composer.command('maintenance', async (ctx) => {
    const mode = String(ctx.match ?? '').trim().toLowerCase();
    if (mode !== 'on' && mode !== 'off') return ctx.reply('Usage: /maintenance on|off');
    return ctx.reply(await services.admin.setMaintenance(sender(ctx), mode === 'on'));
  });
  composer.command('archive', async (ctx) => ctx.reply(await services.admin.archiveWeek(sender(ctx))));
  composer.command('backup', async (ctx) => ctx.reply(await services.admin.backup(sender(ctx))));
  composer.command('stats', async (ctx) => ctx.reply(await services.admin.stats(sender(ctx))));
  return composer;
}
