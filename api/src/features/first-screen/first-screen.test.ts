import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FirstScreen } from '@app/shared/schemas/first-screen';
import { builtFrontEnds } from '../../../test/built-front-ends';
import { startTestApp, TestClient, WALLETS, wrongGuess, type TestApp } from '../../../test/harness';
import { createApp } from '../../app';
import { createExpressServer } from '../../http/express-server';
import { users } from '@app/db/schema/users';
import { eq } from '@app/db/orm';
import { setMaintenance } from '../maintenance/service';
import { withFirstScreen } from './shell';

/** The web build's shell as it matters here: a skeleton with its image placeholder. */
const SHELL =
  '<!doctype html><html lang="en"><head><title>web</title>' +
  '<meta name="description" content="Guess the blurred XRPL NFT of the day. Three tries, daily leaderboards, $BWIF holder perks." />' +
  '</head><body><div id="root"><div class="skeleton" role="status" aria-label="Loading the game">' +
  '<div class="skeleton-image"></div></div></div></body></html>';

/** The Mini App build's shell as it matters here: a head to preload from, a labelled skeleton. */
const MINIAPP_SHELL =
  '<!doctype html><html lang="en"><head><title>miniapp</title></head>' +
  '<body><div class="skeleton" role="status" aria-label="Loading the game"></div></body></html>';

const REVEALED = { nftId: '99', name: '', collection: null, creator: null };

let app: TestApp;
let dists: string;
let server: Server;
let site: string;

beforeAll(async () => {
  app = await startTestApp();
  const frontEnds = builtFrontEnds();
  dists = frontEnds.root;
  writeFileSync(join(frontEnds.webDist, 'index.html'), SHELL);
  writeFileSync(join(frontEnds.miniappDist, 'index.html'), MINIAPP_SHELL);
  server = createExpressServer(createApp(app.deps, frontEnds));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await app.close();
  rmSync(dists, { recursive: true, force: true });
});

/** A player signed in on the API, and the game page as the site sends it with their cookie. */
async function signedIn(wallet: string) {
  const player = app.client();
  await player.signIn(wallet);
  return { player, page: () => new TestClient(site).get('/', { cookie: player.cookie }) };
}

/** The answers written into the page, and the image its skeleton shows. */
function firstScreenOf(html: string) {
  const json = /<script type="application\/json" id="first-screen">(.*?)<\/script>/.exec(html)?.[1];
  const image = /<img class="skeleton-image" src="([^"]+)"[^>]*elementtiming="game-image"/.exec(html)?.[1];
  return { screen: json === undefined ? null : FirstScreen.parse(JSON.parse(json)), image };
}

describe("the web game's page carries the requester's first screen", () => {
  it("shows a visitor the day's most blurred image in the skeleton, the same for every visitor", async () => {
    const page = await new TestClient(site).get('/');
    const { screen, image } = firstScreenOf(page.text);
    const visitorImage = await app.client().get('/api/game/image');
    expect(screen).toMatchObject({ me: { walletAddress: null }, image: { blurLevel: 'high', nftId: null, nft: null } });
    expect(image).toBe(visitorImage.body.imageUrl);
    expect(screen!.image).toEqual(visitorImage.body);
    expect(firstScreenOf((await new TestClient(site).get('/')).text).image).toBe(image);
    expect([page.headers.get('cache-control'), page.headers.get('vary')]).toEqual([
      'private, no-cache',
      'Accept-Encoding, Accept-Language, Cookie',
    ]);
  });

  it("shows a player their own image and answers, never another player's", async () => {
    const alice = await signedIn(WALLETS.alice);
    const bob = await signedIn(WALLETS.bob);
    const answer = (await app.currentRound()).nft.nftId;
    await alice.player.post('/api/game/guess', { guess: wrongGuess(answer), roundId: (await app.currentRound()).id });
    const alicePage = firstScreenOf((await alice.page()).text);
    const aliceImage = await alice.player.get('/api/game/image');
    expect(alicePage.image).toBe(aliceImage.body.imageUrl);
    expect(alicePage.screen).toMatchObject({ me: { walletAddress: WALLETS.alice }, image: { blurLevel: 'medium' } });
    expect(alicePage.screen!.image.guesses).toEqual(aliceImage.body.guesses);
    const bobHtml = (await bob.page()).text;
    const visitorHtml = (await new TestClient(site).get('/')).text;
    for (const html of [bobHtml, visitorHtml]) {
      expect(html).not.toContain(aliceImage.body.imageUrl);
      expect(html).not.toContain(WALLETS.alice);
      expect(firstScreenOf(html).screen!.image.blurLevel).toBe('high');
    }
    expect(firstScreenOf(bobHtml).screen!.me.walletAddress).toBe(WALLETS.bob);
    // A visitor's card has no Stats button: the skeleton places a visitor's image higher.
    const skeletonImageOf = (html: string) => /<img class="skeleton-image"[^>]*>/.exec(html)?.[0];
    expect(skeletonImageOf(visitorHtml)).toContain(' data-visitor');
    expect(skeletonImageOf(bobHtml)).not.toContain('data-visitor');
  });

  it('shows a finished game its revealed image, and only to its player', async () => {
    const carol = await signedIn(WALLETS.carol);
    const round = await app.currentRound();
    await carol.player.post('/api/game/guess', { guess: round.nft.nftId, roundId: round.id });
    const { screen, image } = firstScreenOf((await carol.page()).text);
    expect(screen!.image).toMatchObject({ gameOver: true, hasWon: true, blurLevel: 'none', nftId: round.nft.nftId });
    expect(image).toBe((await carol.player.get('/api/game/image')).body.imageUrl);
    const visitor = firstScreenOf((await new TestClient(site).get('/')).text);
    expect(visitor.image).not.toBe(image);
    expect(visitor.screen!.image).toMatchObject({ gameOver: false, nftId: null, nft: null });
  });

  it('writes a revealed name as text whatever it holds: no markup, no replacement patterns', async () => {
    const { screen } = firstScreenOf((await new TestClient(site).get('/')).text);
    const name = "Eel $` $' $& </script><script>alert(1)</script>";
    const revealed = { ...screen!, image: { ...screen!.image, gameOver: true, nft: { ...REVEALED, name } } };
    const html = withFirstScreen(SHELL, revealed, (id) => id);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert');
    expect(firstScreenOf(html).screen!.image.nft!.name).toBe(name);
  });

  it('leaves the other pages, and the game page during maintenance, with the skeleton as built', async () => {
    const terms = await new TestClient(site).get('/terms');
    expect([firstScreenOf(terms.text), terms.headers.get('cache-control')]).toEqual([
      { screen: null, image: undefined },
      'no-cache',
    ]);
    expect(terms.text).toContain('<div class="skeleton-image"></div>');
    await setMaintenance({ ctx: app.deps, input: true });
    try {
      expect(firstScreenOf((await new TestClient(site).get('/')).text)).toEqual({ screen: null, image: undefined });
    } finally {
      await setMaintenance({ ctx: app.deps, input: false });
    }
  });
});

describe("the Mini App's page", () => {
  it("preloads the round's image as everyone sees it before a first guess, whoever asks", async () => {
    const bob = await signedIn(WALLETS.bob);
    const unplayed = (await bob.player.get('/api/game/image')).body.imageUrl as string;
    expect((await app.client().get('/api/game/image')).body.imageUrl).toBe(unplayed);
    const preload = `<link rel="preload" as="image" href="${unplayed}" fetchpriority="high" />`;
    await expect.poll(async () => (await new TestClient(site).get('/telegram')).text).toContain(preload);
    await bob.player.post('/api/game/guess', {
      guess: wrongGuess((await app.currentRound()).nft.nftId),
      roundId: (await app.currentRound()).id,
    });
    const page = await new TestClient(site).get('/telegram', { cookie: bob.player.cookie });
    expect(page.text).toContain(preload);
    expect(page.text.match(/rel="preload"/g)).toHaveLength(1);
  });
});

describe("the pages are served in the requester's language", () => {
  /** The page's language, direction and skeleton label, and what a cache must vary it on. */
  async function languageOf(path: string, headers: Record<string, string> = {}) {
    const page = await new TestClient(site).get(path, headers);
    return {
      html: /<html [^>]*>/.exec(page.text)?.[0],
      label: /aria-label="([^"]*)"/.exec(page.text)?.[1],
      vary: page.headers.get('vary'),
      text: page.text,
    };
  }

  it("writes a visitor's page in their browser's language, right-to-left for Arabic, varying on it", async () => {
    const spanish = await languageOf('/', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' });
    expect(spanish).toMatchObject({ html: '<html lang="es" dir="ltr">', label: 'Cargando el juego' });
    expect(spanish.text).toContain('content="Adivina el NFT borroso de XRPL del día.');
    expect(spanish.text).toContain('alt="El NFT borroso de hoy"');
    expect(spanish.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    const arabic = await languageOf('/points', { 'accept-language': 'ar' });
    expect(arabic).toMatchObject({ html: '<html lang="ar" dir="rtl">', label: 'جارٍ تحميل اللعبة' });
    expect(arabic.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
  });

  it('falls back to English for a language the game does not have, and without Accept-Language', async () => {
    expect((await languageOf('/', { 'accept-language': 'fr-FR, de' })).html).toBe('<html lang="en" dir="ltr">');
    const english = await languageOf('/terms');
    expect(english).toMatchObject({ html: '<html lang="en" dir="ltr">', label: 'Loading the game' });
    expect((await languageOf('/')).text).toContain(`alt="Today's blurred NFT"`);
  });

  it("prefers the visitor's chosen language (its cookie) to the browser's, and a player's saved one to both", async () => {
    const chosen = await languageOf('/', { 'accept-language': 'es', cookie: 'language=ja' });
    expect(chosen).toMatchObject({ html: '<html lang="ja" dir="ltr">', label: 'ゲームを読み込み中' });
    expect((await languageOf('/', { cookie: 'language=xx', 'accept-language': 'ko' })).html).toBe(
      '<html lang="ko" dir="ltr">',
    );
    const alice = await signedIn(WALLETS.alice);
    const [user] = await app.deps.database.select().from(users).where(eq(users.walletAddress, WALLETS.alice));
    await app.deps.database.update(users).set({ language: 'ru' }).where(eq(users.id, user!.id));
    const saved = await languageOf('/', { cookie: `${alice.player.cookie}; language=ja`, 'accept-language': 'es' });
    expect(saved).toMatchObject({ html: '<html lang="ru" dir="ltr">', label: 'Загружаем игру' });
    expect(saved.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
  });

  it("writes a player's page, with nothing chosen, in their Telegram's language before the browser's, as /api/me says", async () => {
    const bob = await signedIn(WALLETS.bob);
    await app.deps.database.update(users).set({ telegramLanguage: 'tr' }).where(eq(users.walletAddress, WALLETS.bob));
    const page = await languageOf('/', { cookie: bob.player.cookie, 'accept-language': 'es' });
    expect(page.html).toBe('<html lang="tr" dir="ltr">');
    const me = await app.client().get('/api/me', { cookie: bob.player.cookie, 'accept-language': 'es' });
    expect(me.body.language).toBe('tr');
  });

  it("writes the Mini App's page in the browser's language too", async () => {
    const korean = await languageOf('/telegram', { 'accept-language': 'ko-KR' });
    expect(korean).toMatchObject({ html: '<html lang="ko" dir="ltr">', label: '게임 불러오는 중' });
    expect(korean.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
  });
});
