import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_LEDGER_INDEX,
  fakeCloseTime,
  fakeLedgerHash,
  startFakeRippled,
  type FakeRippled,
} from '../../../test/fakes/fake-rippled';
import { fromRippleSeconds } from './ripple-time';
import type { LedgerAdapter } from './types';
import { sumBalances } from './decimal';
import { currencyKey, xrplLedger } from './xrpl-ledger';

const ISSUER = 'rBWiFiSsuerXXXXXXXXXXXXXXXXXXXXXX';
const OTHER_ISSUER = 'rOtherIssuerXXXXXXXXXXXXXXXXXXXXX';
const HOLDER = 'rHo1derXXXXXXXXXXXXXXXXXXXXXXXXXX';
const BWIF_HEX = '4257494600000000000000000000000000000000';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('xrplLedger', () => {
  let fake: FakeRippled;
  const adapters: LedgerAdapter[] = [];
  const ledger = (overrides: { currency?: string; timeoutMs?: number; url?: string } = {}) => {
    const adapter = xrplLedger({ url: fake.url, issuer: ISSUER, currency: 'BWIF', timeoutMs: 2_000, ...overrides });
    adapters.push(adapter);
    return adapter;
  };

  beforeEach(async () => {
    fake = await startFakeRippled();
  });

  afterEach(async () => {
    await Promise.all(adapters.splice(0).map((adapter) => adapter.close?.()));
    await fake.close();
  });

  it('reads a holder balance from the issuer line and asks only for that issuer', async () => {
    fake.accounts.set(HOLDER, [{ account: ISSUER, currency: BWIF_HEX, balance: '1234.5' }]);

    expect(await ledger().getTokenBalance(HOLDER)).toBe('1234.5');
    const sent = fake.requests.filter((request) => request.command === 'account_lines');
    expect(sent).toEqual([expect.objectContaining({ account: HOLDER, peer: ISSUER, ledger_index: 'validated' })]);
  });

  it('finds the first validated ledger closed at or after a time, by binary search, and nothing before it has closed', async () => {
    fake.ledgers = { firstClose: 800_000_000, validatedIndex: FAKE_LEDGER_INDEX + 200_000 };
    const at = (index: number) => fromRippleSeconds(fakeCloseTime(fake, index));
    const adapter = ledger();
    // Between two closes: the later ledger; on a close: that ledger.
    const between = new Date(at(FAKE_LEDGER_INDEX + 1234).getTime() - 1500);
    expect(await adapter.firstLedgerClosedAtOrAfter(between)).toEqual({
      index: FAKE_LEDGER_INDEX + 1234,
      hash: fakeLedgerHash(FAKE_LEDGER_INDEX + 1234),
      closeTime: at(FAKE_LEDGER_INDEX + 1234),
      standIn: false,
    });
    expect((await adapter.firstLedgerClosedAtOrAfter(at(FAKE_LEDGER_INDEX + 7)))?.index).toBe(FAKE_LEDGER_INDEX + 7);
    expect(fake.requests.filter((request) => request.command === 'ledger').length).toBeLessThan(70);
    expect(
      await adapter.firstLedgerClosedAtOrAfter(new Date(at(FAKE_LEDGER_INDEX + 200_000).getTime() + 1000)),
    ).toBeNull();
  });

  it('reads a balance at a given ledger index, and a transaction by hash (null when unknown)', async () => {
    fake.accounts.set(HOLDER, [{ account: ISSUER, currency: BWIF_HEX, balance: '9' }]);
    fake.linesFrom.set(
      FAKE_LEDGER_INDEX - 10,
      new Map([[HOLDER, [{ account: ISSUER, currency: BWIF_HEX, balance: '3' }]]]),
    );
    expect(await ledger().getTokenBalance(HOLDER, FAKE_LEDGER_INDEX - 5)).toBe('3');
    expect(await ledger().getTokenBalance(HOLDER)).toBe('9');

    const hash = 'AB'.repeat(32);
    fake.transactions.set(hash, {
      tx_json: { TransactionType: 'Payment', Account: ISSUER, Destination: HOLDER, LastLedgerSequence: 12 },
      validated: false,
    });
    expect(await ledger().getTransaction(hash)).toEqual({
      hash,
      type: 'Payment',
      account: ISSUER,
      destination: HOLDER,
      result: null,
      deliveredDrops: null,
      validated: false,
      date: null,
      lastLedgerSequence: 12,
      validatedLedgerIndex: FAKE_LEDGER_INDEX,
    });
    expect(await ledger().getTransaction('CD'.repeat(32))).toBeNull();
  });

  it('matches a currency configured in its 40-hex form, whatever its case', async () => {
    fake.accounts.set(HOLDER, [{ account: ISSUER, currency: BWIF_HEX, balance: '7' }]);

    expect(await ledger({ currency: BWIF_HEX.toLowerCase() }).getTokenBalance(HOLDER)).toBe('7');
  });

  it('matches a three-letter code in either form', async () => {
    fake.accounts.set(HOLDER, [{ account: ISSUER, currency: 'USD', balance: '12' }]);

    expect(await ledger({ currency: 'USD' }).getTokenBalance(HOLDER)).toBe('12');
    expect(await ledger({ currency: currencyKey('USD') }).getTokenBalance(HOLDER)).toBe('12');
  });

  it('ignores lines of another currency or another issuer', async () => {
    fake.accounts.set(HOLDER, [
      { account: ISSUER, currency: 'USD', balance: '500' },
      { account: ISSUER, currency: currencyKey('BWIFX'), balance: '600' },
      { account: OTHER_ISSUER, currency: BWIF_HEX, balance: '700' },
    ]);

    expect(await ledger().getTokenBalance(HOLDER)).toBe('0');
  });

  it('follows the marker through every page, staying on the first page ledger', async () => {
    fake.pageSize = 2;
    fake.accounts.set(HOLDER, [
      ...['AAA', 'BBB', 'CCC', 'DDD'].map((currency) => ({ account: ISSUER, currency, balance: '1' })),
      { account: ISSUER, currency: BWIF_HEX, balance: '42.25' },
    ]);

    expect(await ledger().getTokenBalance(HOLDER)).toBe('42.25');
    const pages = fake.requests.filter((request) => request.command === 'account_lines');
    expect(pages).toHaveLength(3);
    expect(pages[0]).not.toHaveProperty('marker');
    expect(pages.slice(1).map((page) => [page.marker, page.ledger_index])).toEqual([
      [`${FAKE_LEDGER_INDEX},2`, FAKE_LEDGER_INDEX],
      [`${FAKE_LEDGER_INDEX},4`, FAKE_LEDGER_INDEX],
    ]);
  });

  it('answers "0" for an unfunded account', async () => {
    expect(await ledger().getTokenBalance(HOLDER)).toBe('0');
    expect(fake.requests.some((request) => request.command === 'account_lines')).toBe(true);
  });

  it('tells an activated account from one the ledger does not know, asking account_info on the validated ledger', async () => {
    fake.accounts.set(HOLDER, []);
    const adapter = ledger();

    expect(await adapter.accountExists(HOLDER)).toBe(true);
    expect(await adapter.accountExists(OTHER_ISSUER)).toBe(false);
    const sent = fake.requests.filter((request) => request.command === 'account_info');
    expect(sent).toEqual([
      expect.objectContaining({ account: HOLDER, ledger_index: 'validated' }),
      expect.objectContaining({ account: OTHER_ISSUER, ledger_index: 'validated' }),
    ]);
  });

  it('rejects an account lookup the ledger does not answer instead of calling the account missing', async () => {
    fake.silent = true;

    await expect(ledger({ timeoutMs: 300 }).accountExists(HOLDER)).rejects.toThrow(
      /could not look up the account .*: no answer within 300 ms/,
    );
  });

  it('counts the issuer side of a line (a negative balance) as 0', async () => {
    fake.accounts.set(HOLDER, [{ account: ISSUER, currency: BWIF_HEX, balance: '-25' }]);

    expect(await ledger().getTokenBalance(HOLDER)).toBe('0');
  });

  it('reads amounts rippled writes in scientific notation', async () => {
    fake.accounts.set(HOLDER, [{ account: ISSUER, currency: BWIF_HEX, balance: '1000000000000000e-4' }]);

    expect(await ledger().getTokenBalance(HOLDER)).toBe('100000000000');
  });

  it('rejects within its timeout when the server never answers', async () => {
    fake.silent = true;
    const started = Date.now();

    await expect(ledger({ timeoutMs: 300 }).getTokenBalance(HOLDER)).rejects.toThrow(/no answer within 300 ms/);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('rejects with a clear message when the server cannot be reached', async () => {
    const url = fake.url;
    await fake.close();
    fake = await startFakeRippled();

    await expect(ledger({ url, timeoutMs: 1_000 }).getTokenBalance(HOLDER)).rejects.toThrow(
      new RegExp(`could not read the token balance of ${HOLDER}: connection failed`),
    );
  });

  it('connects once for many calls and reconnects after the server drops the connection', async () => {
    fake.accounts.set(HOLDER, [{ account: ISSUER, currency: BWIF_HEX, balance: '5' }]);
    const adapter = ledger();

    await Promise.all([adapter.getTokenBalance(HOLDER), adapter.getTokenBalance(HOLDER)]);
    expect(fake.accepted()).toBe(1);

    fake.dropConnections();
    await sleep(50);
    expect(await adapter.getTokenBalance(HOLDER)).toBe('5');
    expect(fake.accepted()).toBe(2);

    // Past the library's own first retry: the socket opened above must still be the one in use.
    await sleep(400);
    expect(await adapter.getTokenBalance(HOLDER)).toBe('5');
    expect(fake.accepted()).toBe(2);
    expect(fake.open()).toBe(1);
  });

  it('closes its connection on close()', async () => {
    const adapter = ledger();
    await adapter.getTokenBalance(HOLDER);
    expect(fake.open()).toBe(1);

    await adapter.close?.();
    await sleep(50);
    expect(fake.open()).toBe(0);
    await expect(adapter.getTokenBalance(HOLDER)).rejects.toThrow(/closed/);
  });
});

describe('sumBalances', () => {
  it('adds decimal strings exactly and drops trailing zeros', () => {
    expect(sumBalances(['0.1', '0.2'])).toBe('0.3');
    expect(sumBalances(['1e2', '2.50', '-5'])).toBe('102.5');
    expect(sumBalances(['0.000001', '1.5e-7'])).toBe('0.00000115');
    expect(sumBalances([])).toBe('0');
  });

  it('refuses a balance that is not a number', () => {
    expect(() => sumBalances(['12abc'])).toThrow(/unexpected balance/);
  });
});
