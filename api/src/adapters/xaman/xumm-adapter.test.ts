import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeXaman, type FakeXaman } from '../../../test/fakes/fake-xaman';
import { xummAdapter } from './xumm-adapter';

const API_KEY = '11111111-2222-4333-8444-555555555555';
const API_SECRET = '66666666-7777-4888-9999-aaaaaaaaaaaa';
const PLAYER = 'rPLAYERwa11etXXXXXXXXXXXXXXXXXXXX';

describe('xummAdapter', () => {
  let fake: FakeXaman;
  const adapter = (timeoutMs = 2_000) =>
    xummAdapter({ apiKey: API_KEY, apiSecret: API_SECRET, endpoint: fake.endpoint, timeoutMs });

  beforeEach(async () => {
    fake = await startFakeXaman();
  });

  afterEach(async () => {
    await fake.close();
  });

  it('creates a SignIn payload with the app credentials and returns its QR and deep link', async () => {
    const signIn = await adapter().createSignIn();

    expect(signIn.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(signIn.qrData).toBe(`${fake.endpoint}/sign/${signIn.uuid}_q.png`);
    expect(signIn.deepLink).toBe(`${fake.endpoint}/sign/${signIn.uuid}`);
    expect(fake.calls).toHaveLength(1);
    const [call] = fake.calls;
    expect(call).toMatchObject({ method: 'POST', path: '/api/v1/platform/payload' });
    expect(call?.body).toEqual({ txjson: { TransactionType: 'SignIn' } });
    expect(call?.headers['x-api-key']).toBe(API_KEY);
    expect(call?.headers['x-api-secret']).toBe(API_SECRET);
  });

  it('reports pending, then signed with the account read from the payload', async () => {
    const xaman = adapter();
    const { uuid } = await xaman.createSignIn();

    expect(await xaman.getSignInStatus(uuid)).toEqual({ state: 'pending' });
    fake.sign(uuid, PLAYER);
    expect(await xaman.getSignInStatus(uuid)).toEqual({ state: 'signed', account: PLAYER });
    expect(fake.calls.at(-1)).toMatchObject({ method: 'GET', path: `/api/v1/platform/payload/${uuid}` });
  });

  it('creates a Payment payload with the amount in drops and a hex memo, and reads the signed transaction hash', async () => {
    const xaman = adapter();
    const payment = {
      account: 'rADMINXXXXXXXXXXXXXXXXXXXXXXXXXXXX',
      destination: PLAYER,
      amountDrops: '33333334',
      memo: 'Prize',
    };
    const { uuid, qrData } = await xaman.createPayment(payment);

    expect(qrData).toBe(`${fake.endpoint}/sign/${uuid}_q.png`);
    expect(fake.calls[0]?.body).toEqual({
      txjson: {
        TransactionType: 'Payment',
        Account: payment.account,
        Destination: PLAYER,
        Amount: '33333334',
        Memos: [{ Memo: { MemoType: '726166666C65', MemoData: '5072697A65' } }],
      },
    });
    expect(await xaman.getPaymentStatus(uuid)).toEqual({ state: 'pending' });
    fake.sign(uuid, payment.account, 'AB'.repeat(32));
    expect(await xaman.getPaymentStatus(uuid)).toEqual({
      state: 'signed',
      account: payment.account,
      txid: 'AB'.repeat(32),
    });
  });

  it('reports a declined sign-in as rejected', async () => {
    const xaman = adapter();
    const { uuid } = await xaman.createSignIn();
    fake.reject(uuid);

    expect(await xaman.getSignInStatus(uuid)).toEqual({ state: 'rejected' });
  });

  it('reports an expired sign-in as expired', async () => {
    const xaman = adapter();
    const { uuid } = await xaman.createSignIn();
    fake.expire(uuid);

    expect(await xaman.getSignInStatus(uuid)).toEqual({ state: 'expired' });
  });

  it('keeps a signed answer once the payload has also passed its expiry', async () => {
    const xaman = adapter();
    const { uuid } = await xaman.createSignIn();
    fake.sign(uuid, PLAYER);
    fake.expire(uuid);

    expect(await xaman.getSignInStatus(uuid)).toEqual({ state: 'signed', account: PLAYER });
  });

  it('treats a uuid Xaman does not know as expired', async () => {
    expect(await adapter().getSignInStatus('00000000-0000-4000-8000-000000000000')).toEqual({ state: 'expired' });
    expect(fake.calls).toHaveLength(1);
  });

  it('rejects with a clear message when Xaman answers 500', async () => {
    const xaman = adapter();
    const { uuid } = await xaman.createSignIn();
    fake.mode = 'error-500';

    await expect(xaman.createSignIn()).rejects.toThrow(/^Xaman create a sign-in failed: /);
    await expect(xaman.getSignInStatus(uuid)).rejects.toThrow(new RegExp(`^Xaman read sign-in ${uuid} failed: `));
  });

  it('rejects when Xaman answers JSON that is not a payload', async () => {
    const xaman = adapter();
    fake.mode = 'garbage';

    await expect(xaman.createSignIn()).rejects.toThrow(/^Xaman create a sign-in: unexpected answer/);
    await expect(xaman.getSignInStatus('00000000-0000-4000-8000-000000000000')).rejects.toThrow(/unexpected answer/);
  });

  it('rejects within its timeout when Xaman never answers', async () => {
    const xaman = adapter(250);
    fake.mode = 'hang';
    const started = Date.now();

    await expect(xaman.createSignIn()).rejects.toThrow('Xaman create a sign-in: no answer within 250 ms');
    await expect(xaman.getSignInStatus('00000000-0000-4000-8000-000000000000')).rejects.toThrow(
      /no answer within 250 ms/,
    );
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(fake.calls).toHaveLength(2);
  });

  it('refuses credentials that are not UUIDs, before any network call', () => {
    expect(() => xummAdapter({ apiKey: 'key', apiSecret: 'secret', endpoint: fake.endpoint })).toThrow(
      /must be the UUIDs/,
    );
    expect(fake.calls).toHaveLength(0);
  });
});
