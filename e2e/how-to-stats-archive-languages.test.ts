import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedWalletUser, type TestApp } from '@app/api/testing/harness';
import { pseudo } from '@app/shared/i18n/pseudo-language';
import { useBrowserApp } from './support/app';
import { DESKTOP, newPage, PHONE, signIn } from './support/browser';
import { htmlLanguage, speakPseudo } from './support/languages';
import { overflows } from './support/overflows';
import { openTelegramPage, telegramLaunchHash, type LaunchOptions } from './support/telegram';

// How to play, the stats and the past puzzles in the player's language, on both front ends.
const BOT_TOKEN = '123456:how-to-stats-archive-languages-token';
let app: TestApp;
let browser: Browser;
useBrowserApp((started) => ({ app, browser } = started), {
  start: '2026-11-16T09:00:00Z',
  env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN },
});

/** The round of Monday the 16th, a past puzzle once the clock is on the 17th, today. */
let past: { roundId: number; roundNumber: number };
beforeAll(async () => {
  await app.currentRound();
  app.clock.set('2026-11-17T09:00:00Z');
  await app.currentRound();
  const [newest] = (await app.client().get('/api/archive')).body.rounds;
  past = { roundId: newest.roundId, roundNumber: newest.roundNumber };
});

/** Where the screenshots of the languages go, for a person to look at. */
const SHOTS = process.env.LANGUAGE_SHOTS;

let nextUser = 8200;

/** A wallet address of its own for each player a test signs in. */
const walletOf = (name: string) => `r${name}`.padEnd(34, 'X');

/** The Mini App as a Telegram user (a new one unless `userId` is given), launched with `options`, maybe for the first time. */
const openMiniApp = (options: LaunchOptions, path = '/telegram', userId = nextUser++, firstVisit = false) =>
  openTelegramPage(browser, `${app.url}${path}${telegramLaunchHash(BOT_TOKEN, userId, app.clock.now(), options)}`, {
    firstVisit,
  });

/** The box's left edge and right edge, to compare where two things sit on a row. */
async function edges(locator: Locator): Promise<{ left: number; right: number }> {
  const box = (await locator.boundingBox())!;
  return { left: box.x, right: box.x + box.width };
}

describe('how to play, the stats and past puzzles in the player’s language', () => {
  it('on the web: a Spanish newcomer reads how to play in Spanish, the counts from the rules', async () => {
    const { context, page } = await newPage(browser, PHONE, { locale: 'es-ES', firstVisit: true });
    await page.goto(app.url);
    const sheet = page.getByRole('dialog', { name: 'Cómo jugar' });
    await sheet
      .getByText('Adivina el número de ID de este NFT: 3 intentos, y la imagen se aclara tras cada fallo.')
      .waitFor();
    await sheet.getByText('Tienes 3 intentos al día').waitFor();
    await sheet.getByText('Gana puntos: 10, 5 o 2').waitFor();
    await sheet.getByText('Cada día a las 00:00 UTC aparece un NFT nuevo.').waitFor();
    expect(await sheet.getByRole('button', { name: 'Cerrar' }).count()).toBe(1);
    await sheet.getByRole('button', { name: '¡A jugar!' }).click();
    await sheet.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Prueba el reto de ayer' }).waitFor();
    await context.close();
  });

  it('on the web: the stats in Spanish once the player switches to it', async () => {
    const { context, page } = await newPage(browser, DESKTOP, { locale: 'en-US' });
    await page.goto(app.url);
    await signIn(page, walletOf('StatsEs'));
    await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('es');
    await page.getByRole('button', { name: 'Estadísticas' }).click();
    const stats = page.getByRole('dialog', { name: 'Tus estadísticas' });
    for (const label of ['Partidas', '% de aciertos', 'Racha de juego', 'Mejor racha de aciertos'])
      await stats.getByText(label, { exact: true }).waitFor();
    await stats.getByRole('heading', { name: 'Aciertos por intento' }).waitFor();
    await stats.getByText('Puntos totales:').waitFor();
    await stats.getByRole('button', { name: 'Cerrar' }).click();
    await stats.waitFor({ state: 'detached' });
    await context.close();
  });

  it('on the web: the archive and a past puzzle in Japanese, its day in Japanese', async () => {
    const { context, page } = await newPage(browser, PHONE, { locale: 'ja' });
    await page.goto(`${app.url}/archive`);
    await page.getByRole('heading', { name: '過去の問題' }).waitFor();
    const row = page.getByRole('link', { name: /11月16日\(月\).*未プレイ/ });
    await row.click();
    await page.getByText(`#${past.roundNumber} · 11月16日(月)`).waitFor();
    await page.getByText('練習', { exact: true }).waitFor();
    await page.getByText(/^ゲストとしてプレイ中/).waitFor();
    expect(await page.getByText(/Nov|Mon/).count()).toBe(0);
    await page.getByRole('link', { name: 'アーカイブに戻る' }).click();
    await page.getByRole('heading', { name: '過去の問題' }).waitFor();
    await context.close();
  });

  it('on the web: the archive mirrored in Arabic, the round number left to right at the row’s start', async () => {
    const { context, page } = await newPage(browser, PHONE, { locale: 'ar' });
    await page.goto(`${app.url}/archive`);
    await page.getByRole('heading', { name: 'ألغاز سابقة' }).waitFor();
    expect(await htmlLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    const row = page.getByRole('link', { name: /لم يُلعب/ });
    const number = row.getByText(`#${past.roundNumber}`, { exact: true });
    expect(await number.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    const day = row.getByText(/نوفمبر/);
    expect((await edges(number)).left).toBeGreaterThan((await edges(day)).right);
    await context.close();
  });

  it('fits the pseudo-language on a 390 px phone: how to play, the archive and a past puzzle', async () => {
    const { context, page } = await newPage(browser, PHONE, { locale: 'en-US', firstVisit: true });
    await speakPseudo(page, ['common', 'web']);
    await page.goto(app.url);
    await page.getByRole('dialog', { name: pseudo('How to Play') }).waitFor();
    // The game's tiles behind the dialog are the daily game's, checked with it (languages.test.ts).
    await page.getByTestId('game-tiles').evaluateAll((tiles) => tiles.forEach((tile) => tile.remove()));
    expect(await overflows(page)).toEqual([]);
    await page.goto(`${app.url}/archive`);
    await page.getByRole('heading', { name: pseudo('Past puzzles') }).waitFor();
    expect(await overflows(page)).toEqual([]);
    await page.goto(`${app.url}/archive/${past.roundId}`);
    await page.getByText(pseudo('Practice'), { exact: true }).waitFor();
    expect(await overflows(page)).toEqual([]);
    await context.close();
  });

  it('in the Mini App: how to play in Russian for a visitor, and the stats in Japanese for a player', async () => {
    const visitor = await openMiniApp({ languageCode: 'ru' });
    await visitor.getByText('Как играть', { exact: true }).waitFor();
    await visitor.getByText('Зарабатывайте очки: 10, 5 или 2').waitFor();
    await visitor.getByText('У вас 3 попытки в день').waitFor();
    await visitor.context().close();

    const telegramId = nextUser++;
    seedWalletUser(app, walletOf('StatsJa'), {
      username: `telegram:${telegramId}`,
      telegramId: String(telegramId),
    });
    const player = await openMiniApp({ languageCode: 'ja' }, '/telegram', telegramId);
    await player.getByRole('button', { name: '成績' }).click();
    const stats = player.getByRole('dialog', { name: 'あなたの成績' });
    for (const label of ['プレイ数', '勝率 %', '連続プレイ', '最多連勝'])
      await stats.getByText(label, { exact: true }).waitFor();
    await stats.getByText('何回目で当てたか').waitFor();
    await player.context().close();
  });

  it('in the Mini App: the archive mirrored in Arabic and a past puzzle in Spanish', async () => {
    const archive = await openMiniApp({ languageCode: 'ar' }, '/telegram/archive');
    await archive.getByText('ألغاز سابقة').waitFor();
    const row = archive.getByRole('link', { name: /لم يُلعب/ });
    const number = row.getByText(`#${past.roundNumber}`, { exact: true });
    expect(await number.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    expect((await edges(number)).left).toBeGreaterThan((await edges(row.getByText(/نوفمبر/))).right);
    await archive.context().close();

    const practice = await openMiniApp({ languageCode: 'es' }, `/telegram/archive/${past.roundId}`);
    await practice.getByText(`#${past.roundNumber} · lun, 16 nov`).waitFor();
    await practice.getByText('Retos pasados').waitFor();
    await practice.getByText(/^Juegas sin billetera/).waitFor();
    await practice.context().close();
  });

  it('in the Mini App: the archive, a past puzzle and how to play fit the pseudo-language at 390×844', async () => {
    const page = await openMiniApp({ languageCode: 'en' }, '/telegram/archive');
    await speakPseudo(page, ['common', 'miniapp']);
    await page.reload();
    await page.getByText(pseudo('Past puzzles')).waitFor();
    expect(await overflows(page)).toEqual([]);
    await page.goto(page.url().replace('/archive', `/archive/${past.roundId}`));
    await page.getByText(pseudo('Practice'), { exact: true }).waitFor();
    expect(await overflows(page)).toEqual([]);
    // A visitor's home: how to play under the puzzle.
    await page.goto(page.url().replace(`/archive/${past.roundId}`, ''));
    await page.getByText(pseudo('Connect your Xaman wallet')).waitFor();
    expect(await overflows(page)).toEqual([]);
    await page.context().close();
  });

  it.runIf(SHOTS)(
    'takes how to play, the stats, the archive and a past puzzle in Spanish, Japanese and Arabic',
    async () => {
      mkdirSync(SHOTS!, { recursive: true });
      const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS!, `${name}.png`) });
      for (const language of ['es', 'ja', 'ar']) {
        const { context, page } = await newPage(browser, PHONE, { locale: language, firstVisit: true });
        await page.goto(app.url);
        await page.getByRole('dialog').waitFor();
        await page.waitForTimeout(500);
        await shot(page, `${language}-phone-how-to`);
        for (const [path, name] of [
          ['/archive', 'archive'],
          [`/archive/${past.roundId}`, 'practice'],
        ]) {
          await page.goto(`${app.url}${path}`);
          await page.waitForTimeout(1_000);
          await shot(page, `${language}-phone-${name}`);
        }
        await context.close();

        const telegramId = nextUser++;
        seedWalletUser(app, walletOf(`Shots${language}`), {
          username: `telegram:${telegramId}`,
          telegramId: String(telegramId),
        });
        const player = await openMiniApp({ languageCode: language }, '/telegram', telegramId);
        await player.locator('.top-bar').waitFor();
        await player.locator('.top-bar ~ * button.pill-button').first().click();
        await player.getByRole('dialog').waitFor();
        await player.waitForTimeout(800);
        await shot(player, `miniapp-${language}-stats`);
        await player.context().close();
        for (const [path, name] of [
          ['/telegram', 'how-to'],
          ['/telegram/archive', 'archive'],
          [`/telegram/archive/${past.roundId}`, 'practice'],
        ]) {
          const page = await openMiniApp({ languageCode: language }, path, undefined, name === 'how-to');
          await page.waitForTimeout(1_200);
          await shot(page, `miniapp-${language}-${name}`);
          await page.context().close();
        }
      }
    },
  );
});
