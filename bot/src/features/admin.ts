import { Composer, type Context, type NextFunction } from 'grammy';
import { isListedAdmin } from '../command-list';
import type { AnnouncementCommand, BotAdminServices, BotConfig, MaintenanceNotice } from '../services';

const ADMIN_REFUSAL = 'Sorry, only admins can do that.';
const ANNOUNCE_USAGE =
  'Usage: /announce followed by the message every player gets (a banner, and a message from the bot); /announce off ends it. Before the message, a length ends it by itself and "channel" posts it to the announcement channel too: /announce 2d channel Double points this weekend!';
const MAINTENANCE_USAGE =
  'Usage: /maintenance on|off. After on, the expected length and a message for the players may follow: /maintenance on 2h Moving to a new server. Sent again while on, it changes them.';

/** The answer to a length the command cannot read: nothing was changed. */
const notUnderstood = (word: string) =>
  `I did not understand "${word}": the expected length is a number followed by m, h or d (30m, 2h, 1d). Nothing was changed.`;

const senderOf = (ctx: Context) => String(ctx.from?.id ?? '');

const MINUTES_PER = { m: 1, h: 60, d: 24 * 60 } as const;

type MaintenanceCommand = { on: boolean; notice?: MaintenanceNotice } | { notUnderstood: string };

/** A word after "on" that starts like a length (a number) but is not one: "3x", "2hours", "90". */
const looksLikeLength = (word: string | undefined) => word !== undefined && /^\d/.test(word);

/**
 * `/maintenance` arguments: on|off, and after on an optional expected length (30m, 2h, 1d)
 * and a message for the players. Null when the mode is neither; `notUnderstood` names a
 * length it cannot read, rather than showing it to the players as the message.
 */
function parseMaintenance(args: string): MaintenanceCommand | null {
  const [mode = '', ...rest] = args.trim().split(/\s+/);
  if (mode.toLowerCase() === 'off' && rest.length === 0) return { on: false };
  if (mode.toLowerCase() !== 'on') return null;
  const minutes = lengthInMinutes(rest[0]);
  if (minutes === null && looksLikeLength(rest[0])) return { notUnderstood: rest[0]! };
  const message = (minutes === null ? rest : rest.slice(1)).join(' ');
  return minutes === null && message === '' ? { on: true } : { on: true, notice: { message, minutes } };
}

/** A length as the admin commands take it (30m, 2h, 1d) in minutes; null when the word is not one. */
function lengthInMinutes(word: string | undefined): number | null {
  const length = /^(\d{1,4})([mhd])$/i.exec(word ?? '');
  return length ? Number(length[1]) * MINUTES_PER[length[2]!.toLowerCase() as keyof typeof MINUTES_PER] : null;
}

/** The first word of `text` and the text after it, its line breaks kept. */
function splitFirstWord(text: string): { word: string; after: string } {
  const match = /^(\S+)\s*([\s\S]*)$/.exec(text);
  return { word: match?.[1] ?? '', after: match?.[2] ?? '' };
}

/**
 * `/announce` arguments: before the message, an optional length after which it ends (30m,
 * 2h, 1d) and "channel" to post it to the announcement channel too, in either order.
 */
function parseAnnouncement(args: string): AnnouncementCommand {
  let text = args.trim();
  const options: Omit<AnnouncementCommand, 'text'> = { minutes: null, toChannel: false };
  for (;;) {
    const { word, after } = splitFirstWord(text);
    const minutes = lengthInMinutes(word);
    if (options.minutes === null && minutes !== null) options.minutes = minutes;
    else if (!options.toChannel && word.toLowerCase() === 'channel') options.toChannel = true;
    else return { text, ...options };
    text = after;
  }
}

/**
 * /maintenance on|off (on with an expected length and a message), /announce, /archive, /backup, /stats. The bot turns away senders missing from
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
    const change = parseMaintenance(ctx.match);
    if (!change) await ctx.reply(MAINTENANCE_USAGE);
    else if ('notUnderstood' in change) await ctx.reply(notUnderstood(change.notUnderstood));
    else await ctx.reply(await admin.setMaintenance(senderOf(ctx), change.on, change.notice));
  });
  composer.command('announce', guard, async (ctx) => {
    const announcement = parseAnnouncement(ctx.match);
    const sender = senderOf(ctx);
    if (!announcement.text) await ctx.reply(ANNOUNCE_USAGE);
    else if (announcement.text.toLowerCase() === 'off') await ctx.reply(await admin.endAnnouncement(sender));
    else await ctx.reply(await admin.announce(sender, announcement));
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
