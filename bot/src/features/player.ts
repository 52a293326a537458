import { Composer } from 'grammy';
import { playKeyboard } from '../keyboards/play';
import type { BotConfig, BotServices } from '../services';

const HELP = [
  'Guess the blurred XRPL NFT of the day by its ID number.',
  '',
  '• 3 attempts a day; the image gets clearer after each miss.',
  '• 10 points on the 1st try, 5 on the 2nd, 2 on the 3rd.',
  '• A new NFT every day at 00:00 UTC.',
  '• Holders of 5,890,000 $BWIF get hints, their own leaderboard and a weekly XRP raffle.',
  '',
  '/today: your game today and the time to the next one',
  '/top: this week\'s leaders',
  '/points: your BWIF points',
].join('\n');

function untilNext(nextRoundAt: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((nextRoundAt.getTime() - now.getTime()) / 60_000));
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

/** /start, /help, /today, /top, /points: the player's commands. */
export function playerCommands(config: BotConfig, services: BotServices, now: () => Date): Composer<any> {
  const composer = new Composer();

  composer.command('start', async (ctx) => {
    // A deep-link payload (/start ref_123) is handed on to the Mini App as its start parameter.
    const payload = typeof ctx.match === 'string' && ctx.match ? ctx.match : undefined;
    await ctx.reply(`Welcome to BWIF NFT Guess, ${ctx.from?.first_name ?? 'player'}! A new blurred NFT every day: tap Play and guess its ID.`, {
      reply_markup: playKeyboard(config, payload),
    });
  });

  composer.command('help', (ctx) => ctx.reply(HELP, { reply_markup: playKeyboard(config) }));

  composer.command('today', async (ctx) => {
    const today = await services.today(String(ctx.from!.id));
    const next = `Next challenge in ${untilNext(today.nextRoundAt, now())}.`;
    if (!today.linked) return ctx.reply(`${next}\nLink your wallet in the game to track your progress.`, { reply_markup: playKeyboard(config) });
    const status = today.won
      ? 'You solved today\'s challenge.'
      : today.played
        ? `You have used ${today.attemptsUsed} of 3 attempts today.`
        : 'You have not played today yet.';
    return ctx.reply(`${status}\n${next}`, { reply_markup: playKeyboard(config) });
  });

  composer.command('top', async (ctx) => {
    const top = await services.weeklyTop(10);
    if (top.length === 0) return ctx.reply('No scores this week yet. Be the first!', { reply_markup: playKeyboard(config) });
    const lines = top.map((entry) => `${entry.rank}. ${entry.name}: ${entry.points} pts`);
    return ctx.reply(`This week's top players\n\n${lines.join('\n')}`);
  });

  composer.command('points', async (ctx) => {
    const points = await services.points(String(ctx.from!.id));
    if (!points) return ctx.reply('Link your wallet in the game to earn and see BWIF points.', { reply_markup: playKeyboard(config) });
    const rank = points.rank ? ` (rank #${points.rank})` : '';
    return ctx.reply(`You have ${points.points} BWIF points${rank}.`);
  });

  return composer;
}
