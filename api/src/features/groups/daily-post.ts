import type { GroupChats } from '@app/bot/group-chats';
import { DAY_MS } from '@app/shared/constants';
import { utcDay, weekOf } from '@app/shared/rules/time';
import type { AppDeps } from '../../context';
import { roundNumberOf } from '../game/rounds';
import { daySpread } from '../spread/service';
import { claimPost, forgetGroup, groupsDueForPost, migrateGroup } from './store';
import { dayResults, weekTotals } from './results';

const WEEK_LINES = 5;

/** What a run did. */
export interface GroupPostRun {
  sent: number;
  /** Nobody of the group played that day: claimed, nothing sent. */
  quiet: number;
  gone: number;
  failed: number;
}

/** A day's run: the record, the log, the run's time, and the bot's way to the groups. */
type GroupPostJob = { ctx: Pick<AppDeps, 'database' | 'logger'> & { now: Date }; input: GroupChats };

/**
 * After 00:00 UTC: posts yesterday's results (spoiler-free), how everyone in the game did, and that week's leaders to
 * each group whose admins turned the daily post on. Each group's post is claimed before
 * it is sent, so a restart or a second run never posts twice; a group the bot was removed
 * from is forgotten, one that became a supergroup moves and gets the post there.
 */
export async function postGroupResults({ ctx, input: chats }: GroupPostJob): Promise<GroupPostRun> {
  const { database: db, now } = ctx;
  const yesterday = new Date(now.getTime() - DAY_MS);
  const day = utcDay(yesterday);
  const run: GroupPostRun = { sent: 0, quiet: 0, gone: 0, failed: 0 };
  for (const group of await groupsDueForPost(db, day)) {
    if (!(await claimPost(db, group.chatId, day))) continue;
    const results = (await dayResults(db, group.chatId, day)).filter((result) => result.attemptsUsed > 0);
    if (results.length === 0) {
      run.quiet++;
      continue;
    }
    const week = await weekTotals(db, group.chatId, utcDay(weekOf(yesterday).start), day);
    const post = {
      chatId: group.chatId,
      title: group.title,
      language: group.language,
      roundNumber: (await roundNumberOf(db, day)) || null,
      results,
      week: week.slice(0, WEEK_LINES),
      spread: await daySpread({ ctx, input: day }),
    };
    let outcome = await chats.post(post);
    if (typeof outcome === 'object') {
      await migrateGroup(db, group.chatId, outcome.movedTo, now);
      outcome = await chats.post({ ...post, chatId: outcome.movedTo });
    }
    if (outcome === 'sent') run.sent++;
    else if (outcome === 'gone') {
      run.gone++;
      await forgetGroup(db, group.chatId);
    } else run.failed++;
  }
  if (run.sent + run.quiet + run.gone + run.failed > 0) ctx.logger.info({ ...run, day }, 'group results posted');
  return run;
}
