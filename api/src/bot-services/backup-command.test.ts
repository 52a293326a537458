import Sqlite from 'better-sqlite3';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { textUpdate, type FakeBotApi } from '@app/bot/testing/fake-bot-api';
import { adminClient, type TestApp, WALLETS } from '../../test/harness';
import { startWithFakeBotApi } from '../../test/with-fake-bot-api';

let api: FakeBotApi;
let app: TestApp;
let close: () => Promise<void>;

beforeEach(async () => {
  ({ api, app, close } = await startWithFakeBotApi({ TELEGRAM_BOT_MODE: 'polling', TELEGRAM_ADMIN_IDS: '1' }));
  await api.waitFor('setChatMenuButton');
});

afterEach(() => close());

const admin = { id: 1, first_name: 'Admin', username: 'admin' };

it("/backup writes the whole record, on the server's engine, as a backup the admin page lists", async () => {
  const player = app.client();
  await player.signIn(WALLETS.alice);
  const round = await app.currentRound();
  await player.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id });

  api.pushUpdate(textUpdate('/backup', admin));
  const reply = await api.waitFor('sendMessage', (call) => /^Backed up: /.test(call.payload.text));
  const [databaseFile] = /database-[\w-]+\.sqlite/.exec(reply.payload.text)!;

  const list = (await (await adminClient(app)).get('/api/admin/backup/list')).body;
  expect(list.databaseFiles).toEqual([databaseFile]);
  expect(list.leaderboardFiles).toHaveLength(1);
  const backup = new Sqlite(join(app.deps.settings.backupDir, databaseFile), { readonly: true });
  try {
    const winner = backup
      .prepare(
        'SELECT users.wallet_address AS wallet, total_points AS points FROM leaderboard JOIN users ON users.id = leaderboard.user_id',
      )
      .all();
    expect(winner).toEqual([{ wallet: WALLETS.alice, points: 10 }]);
  } finally {
    backup.close();
  }
});
