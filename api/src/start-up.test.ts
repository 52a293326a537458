import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startChildServer, startChildServerExpectingExit } from '../test/child-server';
import { freePort } from '../test/harness';
import { PRODUCTION_ENV } from '../test/production-env';

const databasePath = () => join(mkdtempSync(join(tmpdir(), 'bwif-start-')), 'app.db');

async function startWith(env: Record<string, string>) {
  return startChildServerExpectingExit(databasePath(), await freePort(), { env });
}

/** The same settings with one of them blank, as an `.env` line `NAME=` leaves it. */
function without(name: keyof typeof PRODUCTION_ENV): Record<string, string> {
  return { ...PRODUCTION_ENV, [name]: '' };
}

describe('the server process refuses to start half-configured', () => {
  it.each([
    ['XRPL_URL missing', without('XRPL_URL'), 'XRPL_URL'],
    ['the placeholder issuer', { ...PRODUCTION_ENV, BWIF_ISSUER: 'rBWiFiSsuerXXXXXXXXXXXXXXXXXXXXXX' }, 'BWIF_ISSUER'],
    ['ads without their secret', { ...PRODUCTION_ENV, ADSGRAM_BLOCK_ID: '1234' }, 'ADSGRAM_REWARD_SECRET'],
    ['Xaman keys missing', without('XAMAN_API_KEY'), 'XAMAN_API_KEY'],
    ['a badly formed Xaman key', { ...PRODUCTION_ENV, XAMAN_API_KEY: 'my-key' }, 'XAMAN_API_KEY'],
  ])('in production: %s', async (_case, env, name) => {
    const ended = await startWith(env);
    expect(ended.code).toBe(1);
    expect(ended.stderr).toContain(name);
    // A settings error names the setting; no stack trace.
    expect(ended.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('the server process and the development wallet', () => {
  it('refuses to start without Xaman keys off loopback, naming XAMAN_API_KEY and DEV_WALLET', async () => {
    const ended = await startWith({ HOST: '0.0.0.0' });
    expect(ended.code).toBe(1);
    expect(ended.stderr).toContain('XAMAN_API_KEY');
    expect(ended.stderr).toContain('DEV_WALLET=true');
  });

  it('warns while the wallet is on, names the admin wallet then only, and logs the real port', async () => {
    const server = await startChildServer(databasePath(), 0);
    server.process.kill();
    await server.exited;
    expect(server.output()).toContain(
      'Whoever reaches this server can sign in as any wallet, the admin wallet included',
    );
    expect(server.output()).toContain('Admin wallet: rDevAdmin');
    const port = Number(/Serving http:\/\/127\.0\.0\.1:(\d+) /.exec(server.output())?.[1]);
    expect(port).toBeGreaterThan(0);

    const keys = { XAMAN_API_KEY: crypto.randomUUID(), XAMAN_API_SECRET: crypto.randomUUID() };
    const withKeys = await startChildServer(databasePath(), 0, { env: keys });
    withKeys.process.kill();
    await withKeys.exited;
    expect(withKeys.output()).toContain('Serving');
    expect(withKeys.output()).not.toContain('Admin wallet');
    expect(withKeys.output()).not.toContain('development wallet');
  });
});
