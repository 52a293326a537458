import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEV_ADMIN_WALLET, loadSettings, SettingsError } from './settings';

const dataDir = () => mkdtempSync(join(tmpdir(), 'bwif-settings-'));

describe('settings', () => {
  it('runs offline with defaults: development wallet, fixed balances, a generated secret', () => {
    const dir = dataDir();
    const settings = loadSettings({ DATABASE_PATH: join(dir, 'app.db') });
    expect(settings).toMatchObject({ port: 3000, adminWallet: DEV_ADMIN_WALLET, xaman: undefined, seedDemo: true });
    expect(settings.sessionSecret).toHaveLength(64);
    expect(loadSettings({ DATABASE_PATH: join(dir, 'app.db') }).sessionSecret).toBe(settings.sessionSecret);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ ADMIN_WALLET: 'bob' }, 'ADMIN_WALLET'],
    [{ DEV_BALANCES: 'rNotAnAddress=5' }, 'DEV_BALANCES'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
  ])('stops on a bad value and names it: %j', (env, name) => {
    expect(() => loadSettings({ DATABASE_PATH: join(dataDir(), 'app.db'), ...env })).toThrowError(
      new RegExp(`${name}`),
    );
  });

  it('refuses production without its secrets and never falls back to the development wallet', () => {
    expect(() => loadSettings({ NODE_ENV: 'production' })).toThrowError(SettingsError);
    expect(() => loadSettings({ NODE_ENV: 'production' })).toThrowError(
      /SESSION_SECRET, ADMIN_WALLET, XAMAN_API_KEY, XAMAN_API_SECRET/,
    );
    const production = loadSettings({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      ADMIN_WALLET: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
      XAMAN_API_KEY: 'key',
      XAMAN_API_SECRET: 'secret',
    });
    expect(production).toMatchObject({ production: true, seedDemo: false, xaman: { apiKey: 'key' } });
  });

  it('parses DEV_BALANCES', () => {
    const settings = loadSettings({
      DATABASE_PATH: join(dataDir(), 'app.db'),
      DEV_BALANCES: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh=6000000, rA1iceXXXXXXXXXXXXXXXXXXXXXXXXXXXX=12.5',
    });
    expect([...settings.devBalances]).toEqual([
      ['rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', '6000000'],
      ['rA1iceXXXXXXXXXXXXXXXXXXXXXXXXXXXX', '12.5'],
    ]);
  });
});
