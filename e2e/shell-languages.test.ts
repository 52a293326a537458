import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '@app/api/testing/harness';
import { useBrowserApp } from './support/app';
import { newPage, PHONE, screenshot } from './support/browser';
import { htmlLanguage } from './support/languages';
import { openTelegramPage, telegramLaunchHash, type LaunchOptions } from './support/telegram';

const BOT_TOKEN = '123456:shell-languages-token';
let app: TestApp;
let browser: Browser;
useBrowserApp((started) => ({ app, browser } = started), {
  env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN },
  overrides: { groupChats: { isMember: async () => true, post: async () => 'sent' } },
});

let nextUser = 7300;

/** The Mini App as a new Telegram user, launched with `options` (their `languageCode` among them). */
const openMiniApp = (options: LaunchOptions, path = '/telegram') =>
  openTelegramPage(browser, `${app.url}${path}${telegramLaunchHash(BOT_TOKEN, nextUser++, app.clock.now(), options)}`);

/** Whether `text` shows anywhere on the page. */
const shows = (page: Page, text: string) =>
  page
    .getByText(text, { exact: true })
    .count()
    .then((count) => count > 0);

describe('the shells, the terms and the refusals in the player’s language', () => {
  it('gives the terms, the footer, the theme and the ad in Spanish', async () => {
    const { context, page } = await newPage(browser, PHONE, { locale: 'es-ES' });
    await page.goto(`${app.url}/terms`);
    await page.getByRole('heading', { name: 'Términos y condiciones', level: 1 }).waitFor();
    await page.getByText(`Última actualización: 06 de abril de 2025`).waitFor();
    await page.getByRole('heading', { name: '1. Cómo jugar' }).waitFor();
    await page.getByText(/Un acierto da 10 puntos en el primer intento, 5 en el segundo y 2 en el tercero\./).waitFor();
    await page.getByText(/al menos 5\.890\.000 \$BWIF/).waitFor();
    const footer = page.getByRole('navigation', { name: 'Pie de página' });
    await footer.getByRole('link', { name: 'Términos y condiciones' }).waitFor();
    await footer.getByRole('link', { name: 'Mercado de NFT' }).waitFor();
    await page.getByRole('radiogroup', { name: 'Tema' }).getByRole('radio', { name: 'Tema oscuro' }).waitFor();
    await page.getByRole('complementary', { name: 'Publicidad' }).waitFor();
    for (const english of ['Terms and Conditions', 'Terms & Conditions', 'How to Play', 'NFT Marketplace', 'Ad'])
      expect(await shows(page, english)).toBe(false);
    await screenshot(page, 'es-phone-terms');
    await context.close();
  });

  it('says a page is missing in Japanese', async () => {
    const { context, page } = await newPage(browser, PHONE, { locale: 'ja' });
    await page.goto(`${app.url}/no-such-page`);
    await page.getByRole('heading', { name: '404：ページが見つかりません' }).waitFor();
    await page.getByRole('link', { name: 'ホームに戻る' }).waitFor();
    await screenshot(page, 'ja-phone-not-found', { fullPage: false });
    await context.close();
  });

  it("shows a group board's refusal in Russian, with the way on", async () => {
    const page = await openMiniApp({ languageCode: 'ru', startParam: 'g_m1009010' });
    await page.getByText(/^Рейтинг группы видят только её участники/).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Добавить бота в группу' }).waitFor();
    expect(await page.getByText(/Only members of the group/).count()).toBe(0);
    await page.context().close();
  });

  it('gives the Mini App’s reminder and invite in Arabic, mirrored, the link and the hour kept readable', async () => {
    const page = await openMiniApp({ languageCode: 'ar' }, '/telegram/bwif-points');
    await page.getByText('تذكير يومي').waitFor();
    expect(await htmlLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await page.getByRole('switch', { name: 'ذكّرني إن لم ألعب' }).waitFor({ state: 'attached' });
    await page.getByText(/^منطقتك الزمنية: /).waitFor();
    // The hour as Arabic writes a time: with its morning or evening mark, not "09:00".
    expect(await page.locator('.picker-value').innerText()).toMatch(/[صم]/);
    await page.getByText('ادعُ أصدقاءك').waitFor();
    await page.getByText('الأصدقاء المدعوون').waitFor();
    await page.getByRole('button', { name: 'مشاركة رابط الدعوة' }).waitFor();
    const link = page.locator('.invite-link');
    expect(await link.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    for (const english of ['Daily reminder', 'Invite friends', 'Your invite link', 'Share invite link'])
      expect(await shows(page, english)).toBe(false);
    await page.locator('.reminder-section').scrollIntoViewIfNeeded();
    await screenshot(page, 'ar-miniapp-reminder-invite', { fullPage: false });
    await page.context().close();
  });
});
