import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startChildServerExpectingExit } from '../test/child-server';
import { freePort } from '../test/harness';

/** Everything production needs; each case removes or spoils one setting. */
const PRODUCTION = {
  NODE_ENV: 'production',
  ADMIN_WALLET: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
  XAMAN_API_KEY: 'key',
  XAMAN_API_SECRET: 'secret',
  XRPL_URL: 'wss://xrpl.example',
  BWIF_ISSUER: 'rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY',
};

async function startWith(env: Record<string, string>) {
  const databasePath = join(mkdtempSync(join(tmpdir(), 'bwif-refusal-')), 'app.db');
  return startChildServerExpectingExit(databasePath, await freePort(), { env });
}

/** The same settings with one of them blank, as an `.env` line `NAME=` leaves it. */
function without(name: keyof typeof PRODUCTION): Record<string, string> {
  return { ...PRODUCTION, [name]: '' };
}

describe('the server process refuses to start half-configured', () => {
  it.each([
    ['XRPL_URL missing', without('XRPL_URL'), 'XRPL_URL'],
    ['the placeholder issuer', { ...PRODUCTION, BWIF_ISSUER: 'rBWiFiSsuerXXXXXXXXXXXXXXXXXXXXXX' }, 'BWIF_ISSUER'],
    ['ads without their secret', { ...PRODUCTION, ADSGRAM_BLOCK_ID: '1234' }, 'ADSGRAM_REWARD_SECRET'],
    ['Xaman keys missing', without('XAMAN_API_KEY'), 'XAMAN_API_KEY'],
  ])('in production: %s', async (_case, env, name) => {
    const ended = await startWith(env);
    expect(ended.code).toBe(1);
    expect(ended.stderr).toContain(name);
  });
});
