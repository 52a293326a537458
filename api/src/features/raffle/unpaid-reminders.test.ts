import { HOUR_MS } from '@app/shared/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { DEV_HOLDER_WALLET } from '../../settings';
import { adminClient } from '../../../test/harness';
import { startWithFakeBotApi } from '../../../test/with-fake-bot-api';

type Started = Awaited<ReturnType<typeof startWithFakeBotApi>>;
let bot: Started;

afterEach(() => bot.close());

const ANNOUNCE_CHAT = '-100777';
const ADMIN_CHAT = '4242';

/** A holder wins a period drawn offline, with a 3 XRP prize; the admin is signed in. */
async function drawnOffline() {
  bot = await startWithFakeBotApi({
    TELEGRAM_BOT_MODE: 'polling',
    TELEGRAM_ANNOUNCE_CHAT_ID: ANNOUNCE_CHAT,
    TELEGRAM_ADMIN_IDS: ADMIN_CHAT,
    RAFFLE_PRIZE_XRP: '3',
  });
  const { app } = bot;
  await bot.api.waitFor('setChatMenuButton');
  const holder = app.client();
  await holder.signIn(DEV_HOLDER_WALLET);
  const round = await app.currentRound();
  await holder.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id });
  const admin = await adminClient(app);
  await admin.post('/api/admin/force-weekly-archive');
  return { app, admin, drawnAt: app.clock.now().getTime() };
}

/** The admin page's raffle list, signed in afresh (two days on, the morning's session has expired). */
async function adminRaffle(app: Started['app']) {
  const admin = await adminClient(app);
  return (await admin.get('/api/admin/raffle')).body;
}

const messagesTo = (chat: string) =>
  bot.api
    .callsOf('sendMessage')
    .filter((call) => String(call.payload.chat_id) === chat)
    .map((call) => String(call.payload.text));

/** The admins' unpaid-prize reminders, apart from the weekly digest the same jobs may send them. */
const unpaidReminders = () => messagesTo(ADMIN_CHAT).filter((text) => text.includes('not all winners are paid'));

describe('the raffle offline, with the bot', () => {
  it('pays a winner through the development wallet, confirmed by the offline ledger, and posts it with the explorer link', async () => {
    const { app, admin } = await drawnOffline();
    expect(messagesTo(ANNOUNCE_CHAT).some((text) => text.includes('(offline stand-in)'))).toBe(true);
    const created = await admin.post('/api/admin/raffle/1/pay', { walletAddress: DEV_HOLDER_WALLET });
    const txid = 'E1'.repeat(32);
    const approval = await app
      .client()
      .post(`/dev/xaman/${created.body.uuid}/approve`, { account: app.deps.settings.adminWallet });
    expect(approval.status).toBe(400);
    expect(approval.body.error.message).toBe('A payment is approved with the txid of its transaction');
    await app
      .client()
      .post(`/dev/xaman/${created.body.uuid}/approve`, { account: app.deps.settings.adminWallet, txid });
    expect((await admin.get(`/api/admin/raffle/payments/${created.body.uuid}`)).body).toEqual({
      state: 'paid',
      txHash: txid,
    });
    const post = await bot.api.waitFor('sendMessage', (call) =>
      String(call.payload.text).startsWith('Raffle prize paid'),
    );
    expect(post.payload.text).toBe(
      `Raffle prize paid: 3 XRP to rDem...XXX for Nov 16, 2026 to Nov 18, 2026.\nhttps://livenet.xrpl.org/transactions/${txid}`,
    );
  });

  it('tells the admins once, by the bot and on the admin page, when winners are unpaid 48 hours after the draw', async () => {
    const { app, drawnAt } = await drawnOffline();
    app.clock.set(new Date(drawnAt + 47 * HOUR_MS));
    await app.runDueJobs();
    expect(unpaidReminders()).toEqual([]);
    expect((await adminRaffle(app)).periods[0]).toMatchObject({ periodId: 1, unpaidOverdue: false });

    app.clock.set(new Date(drawnAt + 48 * HOUR_MS));
    await app.runDueJobs();
    await app.runDueJobs();
    const reminders = unpaidReminders();
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toContain('not all winners are paid 48 hours after the draw');
    expect(reminders[0]).toContain('1. rDem...XXX: 3 XRP');
    const [period] = (await adminRaffle(app)).periods;
    expect(period).toMatchObject({ periodId: 1, prizeDrops: '3000000', unpaidOverdue: true });
    expect(period.raffle.winners).toEqual([
      { walletAddress: DEV_HOLDER_WALLET, name: 'rDem...XXX', prizeDrops: '3000000', paid: false, txHash: null },
    ]);
  });
});
