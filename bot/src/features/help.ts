import { Composer, type Context } from 'grammy';
import { ATTEMPTS_PER_DAY, POINTS_BY_ATTEMPT } from '@app/shared/constants';
import { ADMIN_COMMANDS, isListedAdmin } from '../command-list';
import { playKeyboardFor } from '../keyboards/play';
import type { BotConfig, BotServices } from '../services';

const [first, second, third] = POINTS_BY_ATTEMPT;

const helpText = (holderMin: number) =>
  [
    'Guess the blurred XRPL NFT of the day by its ID number.',
    '',
    `• ${ATTEMPTS_PER_DAY} attempts a day; the image gets clearer after each miss.`,
    `• ${first} points on the 1st try, ${second} on the 2nd, ${third} on the 3rd.`,
    '• A new NFT every day at 00:00 UTC.',
    `• Holders of ${holderMin.toLocaleString('en-US')} $BWIF get hints, their own leaderboard and a weekly XRP raffle.`,
    '',
    '/start: open the game',
    '/today: your game today and the time to the next one',
    "/top: this week's leaders",
    '/points: your BWIF points',
    '/remind: a daily reminder if you have not played (/remind off stops it)',
    '/help: this message',
  ].join('\n');

const adminHelp = [
  '',
  '',
  'Admins:',
  ...ADMIN_COMMANDS.map(({ command, description }) => `/${command}: ${description}`),
].join('\n');

/** The admin commands are listed only to a listed admin, and only in a private chat: never to a group. */
const showsAdminHelp = (ctx: Context, config: BotConfig) =>
  ctx.chat?.type === 'private' && isListedAdmin(config, ctx.from?.id);

/** /help: how to play and the commands, the admin commands too for an admin (when the bot has them). */
export function helpCommand(config: BotConfig, services: Pick<BotServices, 'holderMin' | 'admin'>): Composer<Context> {
  const composer = new Composer<Context>();
  composer.command('help', (ctx) => {
    const forAdmin = services.admin !== undefined && showsAdminHelp(ctx, config);
    return ctx.reply(helpText(services.holderMin) + (forAdmin ? adminHelp : ''), {
      reply_markup: playKeyboardFor(ctx.chat.type, config),
    });
  });
  return composer;
}
