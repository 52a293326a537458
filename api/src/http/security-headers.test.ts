import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtFrontEnds } from '../../test/built-front-ends';
import { startTestApp, TEST_SESSION_SECRET, TestClient, WALLETS, type TestApp } from '../../test/harness';
import { createApp } from '../app';
import type { AppDeps } from '../context';
import { loadSettings, SettingsError, type Settings } from '../settings';
import { createExpressServer } from './express-server';

let app: TestApp;
let dists: string;
const servers: Server[] = [];

/** The real app with both front ends, its settings changed by `changes`, on its own port. */
async function serve(changes: Partial<Settings> = {}): Promise<TestClient> {
  const deps: AppDeps = { ...app.deps, settings: { ...app.deps.settings, ...changes } };
  const server = createExpressServer(
    createApp(deps, { webDist: join(dists, 'web'), miniappDist: join(dists, 'miniapp') }),
  );
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return new TestClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
}

/** The Content-Security-Policy of a response, directive by directive. */
function policyOf(headers: Headers): Map<string, string[]> {
  const header = headers.get('content-security-policy') ?? '';
  const entries = header
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .filter(([name]) => name)
    .map(([name, ...sources]) => [name!, sources] as const);
  return new Map(entries);
}

let site: TestClient;

beforeAll(async () => {
  app = await startTestApp();
  dists = builtFrontEnds().root;
  site = await serve();
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await app.close();
  rmSync(dists, { recursive: true, force: true });
});

describe('security headers', () => {
  it("answers the API's JSON with helmet's headers and a policy that allows nothing to load", async () => {
    const response = await site.get('/api/config');
    expect(response.status).toBe(200);
    const policy = policyOf(response.headers);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect((await site.get('/api/no-such-route')).headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('leaves the image route to its own headers: nosniff and no header middleware', async () => {
    const player = new TestClient(site.baseUrl);
    await player.signIn(WALLETS.alice);
    const { imageUrl } = (await player.get('/api/game/image')).body;
    const image = await player.get(imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('content-security-policy')).toBeNull();
    expect(image.headers.get('x-frame-options')).toBeNull();
  });

  it("lets the web site run only its own scripts, show Xaman's QR code, and be framed by nobody", async () => {
    for (const path of ['/', '/terms', '/no-such-page', '/assets/app.js']) {
      const response = await site.get(path);
      const policy = policyOf(response.headers);
      expect(policy.get('script-src'), path).toEqual(["'self'"]);
      expect(policy.get('script-src-attr'), path).toEqual(["'none'"]);
      expect(policy.get('img-src'), path).toEqual(["'self'", 'https://xumm.app', 'https://xaman.app']);
      expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(policy.has('upgrade-insecure-requests'), path).toBe(false);
      expect(response.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('lets only the admin page show images from any https host (the previews of NFTs not yet saved)', async () => {
    for (const path of ['/admin', '/Admin/']) {
      const policy = policyOf((await site.get(path)).headers);
      expect(policy.get('img-src'), path).toEqual(["'self'", 'https:']);
      expect(policy.get('script-src'), path).toEqual(["'self'"]);
    }
  });

  it("lets Telegram's web client frame the Mini App, and the ad SDK load only when ads are on", async () => {
    // '/telegram' itself redirects to '/telegram/', the Mini App's page.
    const withoutAds = await site.get('/telegram/');
    expect(policyOf(withoutAds.headers).get('frame-ancestors')).toEqual(['https://web.telegram.org']);
    expect(withoutAds.headers.get('x-frame-options')).toBeNull();
    expect(policyOf(withoutAds.headers).get('script-src')).toEqual(["'self'"]);

    const withAds = policyOf((await (await serve({ adsgramBlockId: 'block' })).get('/telegram/bwif-points')).headers);
    expect(withAds.get('script-src')).toEqual(["'self'", 'https://*.adsgram.ai']);
    expect(withAds.get('connect-src')).toEqual(["'self'", 'https://*.adsgram.ai']);

    const framedElsewhere = await (await serve({ frameAncestors: ['https://tg.example', "'self'"] })).get('/telegram/');
    expect(policyOf(framedElsewhere.headers).get('frame-ancestors')).toEqual(['https://tg.example', "'self'"]);
  });

  it('reads FRAME_ANCESTORS as space-separated sources and refuses anything that could change the policy', () => {
    const withAncestors = (value: string) =>
      loadSettings({ FRAME_ANCESTORS: value, SESSION_SECRET: TEST_SESSION_SECRET });
    const sources = 'https://web.telegram.org https://*.example.org http://localhost:5173';
    expect(withAncestors(sources).frameAncestors).toEqual(sources.split(' '));
    for (const bad of [
      "https://x.example; script-src 'unsafe-inline'",
      'http://plain.example',
      'http://localhost.example',
      '*',
      ' ',
    ]) {
      expect(() => withAncestors(bad), bad).toThrowError(SettingsError);
      expect(() => withAncestors(bad), bad).toThrowError(/FRAME_ANCESTORS/);
    }
  });

  it('adds HSTS and upgrade-insecure-requests in production only', async () => {
    const production = await serve({ production: true });
    for (const path of ['/', '/telegram/', '/api/config']) {
      const response = await production.get(path);
      expect(response.headers.get('strict-transport-security'), path).toMatch(/^max-age=\d+/);
    }
    expect(policyOf((await production.get('/')).headers).has('upgrade-insecure-requests')).toBe(true);
    expect(policyOf((await production.get('/telegram/')).headers).has('upgrade-insecure-requests')).toBe(true);
  });

  it("serves the development wallet's page with no inline script or style, its code from files", async () => {
    const created = await new TestClient(site.baseUrl).post('/api/wallet/xaman/create');
    const page = await site.get(`/dev/xaman/${created.body.uuid}`);
    const policy = policyOf(page.headers);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    const scripts = [...page.text.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(attributes).toMatch(/src="\/dev\/xaman\/assets\/[\w.-]+\.js"/);
      expect(inline).toBe('');
    }
    expect(page.text).not.toContain('<style');
    const script = await site.get(scripts[0]![1]!.match(/src="([^"]+)"/)![1]!);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(script.text).toContain("send('approve'");
  });
});
