import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { archiveWeek } from '@app/api/features/weekly/archive';
import { seedWeeklyBoard, type TestApp } from '@app/api/testing/harness';
import { weekOf } from '@app/shared/rules/time';
import { useBrowserApp } from './support/app';
import { newPage, PHONE, SIGN_IN_WAIT } from './support/browser';
import { htmlLanguage } from './support/languages';
import { eventsOf, openTelegramPage, telegramLaunchHash } from './support/telegram';

const BOT_TOKEN = '123456:board-languages-token';
let app: TestApp;
let browser: Browser;
useBrowserApp((started) => ({ app, browser } = started), { env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN } });

const player = (index: number) => `rP1ayer${String(index).replace(/0/g, 'z')}XXXXXXXXXXXXXXXXXXXXXXXXXXX`.slice(0, 34);
const ARABIC_PLAYER = 'rArabXXXXXXXXXXXXXXXXXXXXXXXXXXXXX';
const JAPANESE_PLAYER = 'rJapanXXXXXXXXXXXXXXXXXXXXXXXXXXXX';

/** Twelve players on this week's board, 30 points down to 19. */
const seedTwelve = () =>
  seedWeeklyBoard(
    app,
    Array.from(
      { length: 12 },
      (_, index) => [player(index + 1), 30 - index, 3, 4, index] as [string, number, number, number, number],
    ),
  );

/** Whether the element reads left to right, whatever the page's direction. */
const readsLeftToRight = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.matches(':dir(ltr)'));

/** A number as the page's language writes it. */
const localNumber = (page: Page, value: number) =>
  page.evaluate((number) => number.toLocaleString(document.documentElement.lang), value);

describe('the boards, the wallet and the profile in the player’s language', () => {
  it('shows the boards, the history and the points page in Spanish on a phone', async () => {
    await seedTwelve();
    const { context, page } = await newPage(browser, PHONE, { locale: 'es-ES' });
    await page.goto(app.url);
    const boards = page.getByRole('region', { name: 'Clasificaciones' });
    await boards.getByRole('tab', { name: 'Holders de $bwif' }).waitFor();
    await boards.getByRole('tab', { name: 'Clasificación general' }).click();
    for (const header of ['Puesto', 'Jugador', 'Puntos', 'Intentos prom.'])
      await boards.getByRole('columnheader', { name: header }).waitFor();
    // The medals are named by Spanish ordinals; nameless players in Spanish.
    await boards.getByRole('img', { name: '1.º' }).waitFor();
    expect(await boards.getByText('Jugador anónimo').count()).toBeGreaterThan(0);
    expect(await page.getByText(/Regular Leaderboard|Anonymous Player|No leaderboard data/).count()).toBe(0);

    archiveWeek({ ctx: { ...app.deps, now: app.clock.now() }, input: { week: weekOf(app.clock.now()), forced: true } });
    await page.goto(`${app.url}/leaderboard/history`);
    await page.getByRole('heading', { name: 'Historial de clasificaciones' }).waitFor();
    // Spanish month names, from Intl: "Semana del 16 nov 2026 al 18 nov 2026".
    const week = page.getByRole('region', { name: /^Semana del \d+ nov 2026 al \d+ nov 2026$/ });
    await week.getByRole('tab', { name: 'Clasificación de holders de $BWIF' }).waitFor();
    await week.getByRole('columnheader', { name: 'NFTs identificados' }).waitFor();
    await page.getByRole('link', { name: '← Volver al juego' }).waitFor();

    await page.goto(`${app.url}/bwif-points`);
    await page.getByRole('heading', { name: 'Clasificación de puntos BWIF' }).waitFor();
    await page.getByRole('heading', { name: 'Cómo ganar puntos BWIF' }).waitFor();
    await page.getByRole('button', { name: 'Conectar billetera' }).last().waitFor();
    await context.close();
  });

  it('signs in through the wallet dialog in Arabic, the address and the rank left to right', async () => {
    const { context, page } = await newPage(browser, PHONE, { locale: 'ar' });
    await page.goto(app.url);
    expect(await htmlLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await page.getByRole('button', { name: 'ربط المحفظة' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'سجّل الدخول بالمحفظة' });
    await dialog.getByText('ليس لديك Xaman بعد؟').waitFor();
    await dialog.getByRole('button', { name: 'محفظة Xaman', exact: true }).click();
    await dialog.getByText('امسح بتطبيق Xaman').waitFor();
    await dialog.getByRole('status').getByText('بانتظار الموافقة في Xaman…').waitFor();
    const approval = dialog.getByRole('link', { name: /\/dev\/xaman\// });
    expect(await approval.evaluate((link) => link.matches(':dir(ltr)'))).toBe(true);
    const wallet = await context.newPage();
    await wallet.goto((await approval.getAttribute('href'))!);
    await wallet.getByLabel('XRPL account (r-address)').fill(ARABIC_PLAYER);
    await wallet.getByRole('button', { name: 'Approve' }).click();
    await wallet.close();
    await page.getByText('رُبطت المحفظة').first().waitFor(SIGN_IN_WAIT);
    const walletButton = page.getByRole('banner').getByRole('button', { name: `المحفظة ${ARABIC_PLAYER}:` });
    await walletButton.waitFor();
    expect(await readsLeftToRight(page, 'header button bdi')).toBe(true);

    // A win puts the player 13th of 13: the rank stays "#13" inside the Arabic sentence.
    await seedTwelve();
    await page
      .locator('input[inputmode]')
      .first()
      .fill((await app.currentRound()).nft.nftId);
    await page.locator('form button[type=submit]').click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    const boards = page.getByRole('region', { name: 'لوحات الصدارة' });
    await boards.getByRole('tab', { name: 'لوحة الصدارة العامة' }).click();
    const ownRank = boards.getByTestId('own-rank-regular');
    const thirteen = await localNumber(page, 13);
    await expect.poll(() => ownRank.textContent()).toMatch(new RegExp(`^مرتبتك: #${thirteen} من ${thirteen} لاعبًا`));
    expect(await ownRank.locator('strong').textContent()).toBe(`#${thirteen}`);
    expect(await readsLeftToRight(page, '[data-testid=own-rank-regular] strong')).toBe(true);
    await context.close();
  });

  it('shows the Mini App’s profile, name form and wallet in Japanese', async () => {
    const launch = telegramLaunchHash(BOT_TOKEN, 7301, app.clock.now(), { languageCode: 'ja' });
    const page = await openTelegramPage(browser, `${app.url}/telegram${launch}`);
    const connect = page.getByRole('button', { name: 'ウォレットを接続' });
    await connect.click();
    const waiting = page.getByText('Xamanでの承認を待っています…');
    await waiting.waitFor();
    await page.getByRole('button', { name: 'キャンセル' }).waitFor();
    await expect.poll(() => eventsOf(page, 'web_app_open_link')).toHaveLength(1);
    const [{ url }] = await eventsOf(page, 'web_app_open_link');
    const wallet = await page.context().newPage();
    await wallet.goto(url);
    await wallet.getByLabel('XRPL account (r-address)').fill(JAPANESE_PLAYER);
    await wallet.getByRole('button', { name: 'Approve' }).click();
    await wallet.close();
    await waiting.waitFor({ state: 'detached', ...SIGN_IN_WAIT });
    expect(await connect.count()).toBe(0);

    const boards = page.getByRole('tablist', { name: 'ランキング' });
    await boards.getByRole('tab', { name: '$bwifホルダー' }).waitFor();
    await boards.getByRole('tab', { name: '通常ランキング' }).waitFor();
    await page.getByRole('link', { name: 'BWIFポイントランキング' }).click();
    await page.getByText('プロフィール', { exact: true }).waitFor();
    await page.getByLabel('表示名').fill('Ke');
    await page.getByRole('button', { name: '名前を保存' }).click();
    await page.getByText('表示名は3文字以上にしてください').waitFor();
    await page.getByLabel('表示名').fill('Kenji');
    await page.getByRole('button', { name: '名前を保存' }).click();
    await page.getByText('Kenji としてプレイ中').waitFor();
    await page.getByText('ランキングに表示されます。空欄ならTelegramの名前を使います。').waitFor();
    await page.getByRole('button', { name: 'データを削除' }).waitFor();
    expect(await page.getByText(/Save name|Display name|Delete My Data|Your data/).count()).toBe(0);
    await page.context().close();
  });
});
