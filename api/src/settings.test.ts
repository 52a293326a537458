import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../test/production-env';
import { DEV_ADMIN_WALLET, loadSettings, PLACEHOLDER_BWIF_ISSUER, SettingsError } from './settings';

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
    [{ TRUST_PROXY: 'the-load-balancer' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ SOCIAL_X_URL: 'javascript:alert(1)' }, 'SOCIAL_X_URL'],
    [{ TELEGRAM_BOT_USERNAME: '@bwif_guess_bot' }, 'TELEGRAM_BOT_USERNAME'],
    [{ RAFFLE_WINNERS: '0' }, 'RAFFLE_WINNERS'],
    [{ NFT_API_URL: 'https://clio.example' }, 'NFT_API_URL'],
    [{ ANNOUNCE_LANGUAGE: 'de' }, 'ANNOUNCE_LANGUAGE'],
    [{ COMMIT_WALLET_SEED: 'rNotASeedButAnAddress' }, 'COMMIT_WALLET_SEED'],
  ])('stops on a bad value and names it: %j', (env, name) => {
    expect(() => loadSettings({ DATABASE_PATH: join(dataDir(), 'app.db'), ...env })).toThrowError(
      new RegExp(`${name}`),
    );
  });

  it('puts the record on PostgreSQL with DATABASE_URL, and starts several processes only with it and Redis', () => {
    const path = join(dataDir(), 'app.db');
    expect(loadSettings({ DATABASE_PATH: path }).database).toEqual({ engine: 'sqlite', path });
    const postgres = { DATABASE_PATH: path, DATABASE_URL: 'postgres://game@db:5432/game', DATABASE_SCHEMA: 'bwif' };
    expect(loadSettings(postgres).database).toEqual({
      engine: 'postgres',
      url: 'postgres://game@db:5432/game',
      schema: 'bwif',
      poolSize: 16,
      timeouts: { connectMs: 2000, poolWaitMs: 2000, statementMs: 5000 },
    });
    const bounded = {
      DATABASE_CONNECT_TIMEOUT_MS: '500',
      DATABASE_POOL_WAIT_MS: '800',
      DATABASE_STATEMENT_TIMEOUT_MS: '900',
    };
    expect(loadSettings({ ...postgres, ...bounded }).database).toMatchObject({
      timeouts: { connectMs: 500, poolWaitMs: 800, statementMs: 900 },
    });
    expect(() => loadSettings({ ...postgres, DATABASE_STATEMENT_TIMEOUT_MS: '0' })).toThrow(
      /DATABASE_STATEMENT_TIMEOUT_MS/,
    );
    expect(() => loadSettings({ ...postgres, DATABASE_URL: 'mysql://db/game' })).toThrow(/DATABASE_URL/);
    expect(() => loadSettings({ ...postgres, DATABASE_SCHEMA: 'bwif; drop' })).toThrow(/DATABASE_SCHEMA/);
    expect(() => loadSettings({ DATABASE_PATH: path, WORKERS: '2' })).toThrow(/WORKERS: .*DATABASE_URL.*REDIS_URL/);
    expect(() => loadSettings({ ...postgres, WORKERS: '2' })).toThrow(SettingsError);
    expect(loadSettings({ ...postgres, REDIS_URL: 'redis://cache:6379', WORKERS: '2' }).workers).toBe(2);
  });

  it('refuses production without its secrets and never falls back to the development wallet', () => {
    expect(() => loadSettings({ NODE_ENV: 'production' })).toThrowError(SettingsError);
    expect(() => loadSettings({ NODE_ENV: 'production' })).toThrowError(
      /SESSION_SECRET, ADMIN_WALLET, XAMAN_API_KEY, XAMAN_API_SECRET/,
    );
    const production = loadSettings(PRODUCTION_ENV);
    expect(production).toMatchObject({
      production: true,
      seedDemo: false,
      xaman: { apiKey: PRODUCTION_ENV.XAMAN_API_KEY },
    });
  });

  it.each([
    ['XRPL_URL', { XRPL_URL: undefined }, /production needs XRPL_URL/],
    ['the placeholder BWIF_ISSUER', { BWIF_ISSUER: PLACEHOLDER_BWIF_ISSUER }, /BWIF_ISSUER/],
    ['ADSGRAM_REWARD_SECRET with ads on', { ADSGRAM_BLOCK_ID: '123' }, /production needs ADSGRAM_REWARD_SECRET/],
    ['a badly formed XAMAN_API_KEY', { XAMAN_API_KEY: 'key' }, /XAMAN_API_KEY: must be the UUID/],
    ['an upper-case XAMAN_API_SECRET', { XAMAN_API_SECRET: crypto.randomUUID().toUpperCase() }, /XAMAN_API_SECRET/],
  ])('refuses production without %s', (_case, change, message) => {
    expect(() => loadSettings({ ...PRODUCTION_ENV, ...change })).toThrowError(message);
  });

  it('never seeds the demo NFTs in production, even with SEED_DEMO=true', () => {
    expect(loadSettings({ ...PRODUCTION_ENV, SEED_DEMO: 'true' }).seedDemo).toBe(false);
    expect(loadSettings({ DATABASE_PATH: join(dataDir(), 'app.db'), SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  describe('the development wallet', () => {
    const offline = (env: Record<string, string>) => loadSettings({ DATABASE_PATH: join(dataDir(), 'app.db'), ...env });

    it('is on by default: the server listens on 127.0.0.1 and PUBLIC_URL is localhost', () => {
      expect(offline({})).toMatchObject({ host: '127.0.0.1', publicUrl: 'http://localhost:3000', devWallet: true });
      expect(offline({ HOST: '::1', PUBLIC_URL: 'http://[::1]:3000' }).devWallet).toBe(true);
      expect(offline({ HOST: 'localhost', PUBLIC_URL: 'http://127.0.0.5:3000' }).devWallet).toBe(true);
    });

    it.each([
      [{ HOST: '0.0.0.0' }],
      [{ HOST: '192.168.1.10' }],
      [{ PUBLIC_URL: 'https://game.example' }],
      [{ PUBLIC_URL: 'http://127.0.0.1.example' }],
      [{ DEV_WALLET: 'false' }],
    ])('stops without Xaman keys when it would be reachable or is turned off: %j', (env) => {
      expect(() => offline(env)).toThrowError(/XAMAN_API_KEY[\s\S]*DEV_WALLET=true/);
    });

    it('is on anywhere with DEV_WALLET=true, off with Xaman keys, never in production', () => {
      expect(offline({ HOST: '0.0.0.0', PUBLIC_URL: 'https://game.example', DEV_WALLET: 'true' }).devWallet).toBe(true);
      const keys = { XAMAN_API_KEY: PRODUCTION_ENV.XAMAN_API_KEY, XAMAN_API_SECRET: PRODUCTION_ENV.XAMAN_API_SECRET };
      expect(offline({ HOST: '0.0.0.0', ...keys }).devWallet).toBe(false);
      expect(loadSettings({ ...PRODUCTION_ENV, DEV_WALLET: 'true' })).toMatchObject({
        devWallet: false,
        host: '0.0.0.0',
      });
    });
  });

  it('reads TRUST_PROXY as a switch, a hop count or a list, and trusts only loopback by default', () => {
    const trustProxy = (value?: string) =>
      loadSettings({ DATABASE_PATH: join(dataDir(), 'app.db'), TRUST_PROXY: value }).trustProxy;
    expect(trustProxy()).toEqual(['loopback']);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('10.0.0.0/8, fd00::/8, 192.0.2.7')).toEqual(['10.0.0.0/8', 'fd00::/8', '192.0.2.7']);
  });

  it('posts to the channel in ANNOUNCE_LANGUAGE, English unless set', () => {
    const announceLanguage = (env: Record<string, string>) =>
      loadSettings({ DATABASE_PATH: join(dataDir(), 'app.db'), ...env }).telegram.announceLanguage;
    expect(announceLanguage({})).toBe('en');
    expect(announceLanguage({ ANNOUNCE_LANGUAGE: 'pt-BR' })).toBe('pt-BR');
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
