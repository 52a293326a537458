import { users } from '@app/db/schema/users';
import { eq } from '@app/db/orm';
import { sign } from '@telegram-apps/init-data-node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, WALLETS, type TestApp } from '../../../test/harness';

const BOT_TOKEN = '123456:test-bot-token';
const GAME_LANGUAGES = "must be one of the game's languages: en, es, pt-BR, ru, tr, id, ja, ko, ar";
let app: TestApp;

beforeEach(async () => {
  app = await startTestApp({ env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN } });
});
afterEach(() => app.close());

/** The Mini App's Authorization header of a Telegram user whose app speaks `language_code`. */
function miniApp(id: number, language_code?: string) {
  const launchData = sign({ user: { id, first_name: 'Ada', language_code } }, BOT_TOKEN, app.clock.now());
  return { authorization: `tma ${launchData}` };
}

const savedLanguageOf = async (telegramId: string) => {
  const [user] = await app.deps.database
    .select({ language: users.language, telegramLanguage: users.telegramLanguage })
    .from(users)
    .where(eq(users.telegramId, telegramId));
  return user;
};

describe('GET /api/me: language', () => {
  it("is the browser's Accept-Language for a visitor, else English", async () => {
    const browser = app.client();
    expect((await browser.get('/api/me', { 'accept-language': 'fr-FR, pt;q=0.8, en;q=0.5' })).body.language).toBe(
      'pt-BR',
    );
    expect((await browser.get('/api/me', { 'accept-language': 'de' })).body.language).toBe('en');
    expect((await browser.get('/api/me')).body.language).toBe('en');
  });

  it("is the Telegram app's language for a Mini App player who chose none, kept for the bot's sends", async () => {
    const me = await app.client().get('/api/me', { ...miniApp(42, 'ru'), 'accept-language': 'es' });
    expect(me.body.language).toBe('ru');
    expect(await savedLanguageOf('42')).toEqual({ language: null, telegramLanguage: 'ru' });
  });
});

describe('PUT /api/me/language', () => {
  it("saves a signed-in player's choice, which wins over Telegram's and the browser's", async () => {
    const player = app.client();
    const headers = { ...miniApp(42, 'ru'), 'accept-language': 'es' };
    const saved = await player.request('PUT', '/api/me/language', { json: { language: 'ja' }, headers });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ language: 'ja' });
    expect(await savedLanguageOf('42')).toEqual({ language: 'ja', telegramLanguage: 'ru' });
    expect((await app.client().get('/api/me', headers)).body.language).toBe('ja');
  });

  it("keeps a visitor's choice in the browser's language cookie, and a wallet player's with the player", async () => {
    const visitor = app.client();
    expect((await visitor.request('PUT', '/api/me/language', { json: { language: 'ar' } })).status).toBe(200);
    expect(visitor.cookie).toBe('language=ar');
    expect((await visitor.get('/api/me', { 'accept-language': 'es' })).body.language).toBe('ar');

    const player = app.client();
    await player.signIn(WALLETS.alice);
    await player.request('PUT', '/api/me/language', { json: { language: 'ko' } });
    const sid = player.cookie.split('; ').find((cookie) => cookie.startsWith('sid='))!;
    expect((await app.client().get('/api/me', { cookie: sid })).body.language).toBe('ko');
  });

  it.each([{ language: 'de' }, { language: 7 }, {}])('answers 400 naming the languages for %j', async (body) => {
    const browser = app.client();
    const answer = await browser.request('PUT', '/api/me/language', { json: body });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({ code: 'BAD_REQUEST', message: GAME_LANGUAGES, field: 'language' });
    expect(browser.cookie).toBe('');
  });
});
