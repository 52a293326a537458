import { users } from '@app/db/schema/users';
import { eq } from '@app/db/orm';
import type { Me } from '@app/shared/schemas/wallet';
import type { Appearance } from '@app/shared/schemas/theme';
import type { Ctx } from '../../context';
import { isAdminSession } from '../../identity/admin-guard';
import { describeInvite } from '../invites/summary';
import { describeReminder } from '../reminders/settings';
import { appearanceOf } from '../../identity/session/appearance';
import { getStreak } from '../streaks/service';
import { effectiveLanguage, type BrowserLanguage } from './language';

/** What the browser tells beside its session: its appearance and its language. */
export interface BrowserChoices {
  appearance: Appearance | undefined;
  language: BrowserLanguage;
}

/**
 * GET /api/me's answer: also written into the game page's HTML (first-screen). `input`:
 * the appearance and language the browser's cookies name, and its Accept-Language.
 */
export async function describeSession({ ctx, input: browser }: { ctx: Ctx; input: BrowserChoices }): Promise<Me> {
  const { session } = ctx;
  const userId = session?.userId ?? null;
  const [[user], reminder, invite, streak] = await Promise.all([
    userId === null
      ? []
      : ctx.database
          .select({
            telegramUsername: users.telegramUsername,
            displayName: users.displayName,
            language: users.language,
            telegramLanguage: users.telegramLanguage,
            highContrast: users.highContrast,
          })
          .from(users)
          .where(eq(users.id, userId)),
    userId === null ? null : describeReminder(ctx.database, userId),
    userId === null ? null : describeInvite({ ctx, input: userId }),
    getStreak({ ctx, input: userId }),
  ]);
  return {
    walletAddress: ctx.session?.walletAddress ?? null,
    isAdmin: isAdminSession({ ctx }),
    telegramUsername: user?.telegramUsername ?? null,
    displayName: user?.displayName ?? null,
    appearance: appearanceOf({ ctx, input: browser.appearance }),
    language: effectiveLanguage(user, browser.language),
    streak,
    reminder,
    invite,
    highContrast: user?.highContrast ?? false,
  };
}
