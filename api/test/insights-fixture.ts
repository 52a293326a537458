import { adRewards } from '@app/db/schema/ads';
import { nfts } from '@app/db/schema/nfts';
import { reminderSends, referrals } from '@app/db/schema/retention';
import { gameRounds, guesses } from '@app/db/schema/rounds';
import { users, UNUSABLE_PASSWORD } from '@app/db/schema/users';
import { asc } from '@app/db/orm';
import { DAY_MS } from '@app/shared/constants';
import { utcDay } from '@app/shared/rules/time';
import type { Platform } from '@app/shared/schemas/insights';
import type { TestApp } from './harness';

const at = (day: string, time = '12:00:00') => new Date(`${day}T${time}Z`);

/** A round of a past `day` straight in the record, or (`prepared`) one decided ahead that has not opened. */
export async function seedRound(app: TestApp, day: string, nftIndex: number, prepared = false): Promise<number> {
  const pool = await app.deps.database.select({ id: nfts.id }).from(nfts).orderBy(asc(nfts.id));
  const start = at(day, '00:00:00');
  const [round] = await app.deps.database
    .insert(gameRounds)
    .values({
      nftId: pool[nftIndex % pool.length]!.id,
      day,
      startDate: start,
      endDate: new Date(start.getTime() + DAY_MS),
      active: false,
      prepared,
    })
    .returning({ id: gameRounds.id });
  return round!.id;
}

/** A player with a wallet, a Telegram account and a display name: none of which an insight may show. */
export async function seedPlayer(app: TestApp, index: number): Promise<number> {
  const wallet = `rInsight${index}`.padEnd(34, 'Q');
  const [user] = await app.deps.database
    .insert(users)
    .values({
      username: `wallet:${wallet}`,
      password: UNUSABLE_PASSWORD,
      walletAddress: wallet,
      telegramId: String(770_000 + index),
      displayName: `Secret Name ${index}`,
      createdAt: at('2026-01-01'),
    })
    .returning({ id: users.id });
  return user!.id;
}

/** One game: the attempts in order ('x' wrong, 'win' right), each from `platform` (null: recorded before platforms were). */
interface Game {
  userId: number;
  roundId: number;
  day: string;
  attempts: Array<'x' | 'win'>;
  platform: Platform | null | Array<Platform | null>;
}

/** One guess of a game: its attempt, whether it was right, where and when it was made. */
interface Guess {
  userId: number;
  roundId: number;
  attempt: number;
  correct: boolean;
  platform: Platform | null;
  at: Date;
}

const guessRow = ({ userId, roundId, attempt, correct, platform, at }: Guess) => ({
  userId,
  roundId,
  guess: correct ? 'right' : `wrong${attempt}`,
  correct,
  attemptNumber: attempt,
  points: 0,
  timestamp: at,
  platform,
});

export async function seedGame(app: TestApp, { userId, roundId, day, attempts, platform }: Game): Promise<void> {
  await app.deps.database.insert(guesses).values(
    attempts.map((result, index) =>
      guessRow({
        userId,
        roundId,
        attempt: index + 1,
        correct: result === 'win',
        platform: Array.isArray(platform) ? platform[index]! : platform,
        at: at(day, `1${index}:00:00`),
      }),
    ),
  );
}

/** One guess made at `time` (hh:mm) of the clock's day: a game played across the day's tallies. */
export async function seedGuess(app: TestApp, time: string, guess: Omit<Guess, 'at'>): Promise<void> {
  const day = utcDay(app.clock.now());
  await app.deps.database.insert(guesses).values(guessRow({ ...guess, at: at(day, `${time}:00`) }));
}

/** A rewarded ad of `userId` on `day` (the day's `count`th). */
export async function seedAd(app: TestApp, userId: number, day: string, count: number): Promise<void> {
  await app.deps.database
    .insert(adRewards)
    .values({ userId, platform: 'telegram', date: day, dailyCount: count, timestamp: at(day) });
}

export async function seedInvite(app: TestApp, inviterId: number, inviteeId: number, created: Date, rewarded?: Date) {
  await app.deps.database.insert(referrals).values({ inviterId, inviteeId, createdAt: created, rewardedAt: rewarded });
}

export async function seedReminder(app: TestApp, userId: number, day: string, outcome: 'sent' | 'blocked' | 'failed') {
  await app.deps.database.insert(reminderSends).values({ userId, day, sentAt: at(day, '18:00:00'), outcome });
}

/**
 * `days` days of play up to today for the Insights page's screenshots: a few dozen players
 * joining over time, most coming back, each round with its own difficulty, ads, invites
 * and reminders every day. The same every run.
 */
export async function seedPlayDays(app: TestApp, days = 60, players = 48): Promise<void> {
  const ids: number[] = [];
  for (let index = 1; index <= players; index++) ids.push(await seedPlayer(app, index));
  const today = await app.currentRound();
  const platforms: Platform[] = ['web', 'miniapp', 'miniapp', 'xapp'];
  for (let back = days - 1; back >= 0; back--) {
    const day = utcDay(new Date(app.clock.now().getTime() - back * DAY_MS));
    const roundId = back === 0 ? today.id : await seedRound(app, day, back);
    const dayIndex = days - back;
    const joined = Math.min(players, 6 + Math.floor((dayIndex * players) / days));
    const difficulty = (dayIndex * 7) % 4;
    for (let index = 0; index < joined; index++) {
      if ((index * 31 + dayIndex * 17) % 5 === 0) continue;
      const outcome = (index + dayIndex + difficulty) % 5;
      const attempts: Array<'x' | 'win'> =
        outcome === 0 ? ['win'] : outcome === 1 ? ['x', 'win'] : outcome === 2 ? ['x', 'x', 'win'] : ['x', 'x', 'x'];
      await seedGame(app, {
        userId: ids[index]!,
        roundId,
        day,
        attempts,
        platform: platforms[index % platforms.length]!,
      });
    }
    for (let index = 0; index < dayIndex % 6; index++) await seedAd(app, ids[index]!, day, 1);
    if (dayIndex % 3 === 0 && joined < players) {
      await seedInvite(
        app,
        ids[0]!,
        ids[joined]!,
        at(day, '09:00:00'),
        dayIndex % 2 === 0 ? at(day, '10:00:00') : undefined,
      );
    }
    for (let index = 0; index < 4; index++)
      await seedReminder(app, ids[index + 4]!, day, index === 3 ? 'blocked' : 'sent');
  }
}
