import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '@app/api/testing/harness';
import { pseudo } from '@app/shared/i18n/pseudo-language';
import { useBrowserApp } from './support/app';
import { DESKTOP, newPage, PHONE, screenshot, signIn } from './support/browser';
import { firstText, htmlLanguage, recordFirstText, speakPseudo } from './support/languages';
import { overflows, wrappedTexts } from './support/overflows';

let app: TestApp;
let browser: Browser;
useBrowserApp((parts) => ({ app, browser } = parts));

/** The game on a phone in `locale`, for a player signed in as `wallet` (with no language saved). */
async function playerPage(locale: string, wallet: string): Promise<Page> {
  const player = app.client();
  await player.signIn(wallet);
  const { context, page } = await newPage(browser, PHONE, { locale });
  await context.addCookies([{ name: 'sid', value: /sid=([^;]+)/.exec(player.cookie)![1]!, url: app.url }]);
  await page.goto(app.url);
  return page;
}

/** Where the screenshots of the languages go, for a person to look at. */
const SHOTS = process.env.LANGUAGE_SHOTS;

describe('the web in the player’s language', () => {
  it('paints Spanish first for a Spanish browser, the server’s page already in it', async () => {
    const { context, page } = await newPage(browser, PHONE, { locale: 'es-ES' });
    await recordFirstText(page, '#challenge-title');
    const response = await page.goto(app.url);
    expect(await response!.text()).toContain('<html lang="es" dir="ltr">');
    await page.getByRole('heading', { name: 'Reto NFT de hoy' }).waitFor();
    expect(await firstText(page)).toBe('Reto NFT de hoy');
    await expect.poll(() => page.getByText('Intentos restantes').isVisible()).toBe(true);
    await context.close();
  });

  it('mirrors the layout for Arabic, keeping numbers left to right', async () => {
    const { context, page } = await newPage(browser, DESKTOP, { locale: 'ar' });
    await page.goto(app.url);
    await page.getByRole('heading', { name: 'تحدي NFT اليوم' }).waitFor();
    expect(await htmlLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    // The logo starts the header's row: on the right in Arabic.
    const logo = (await page.getByRole('banner').getByRole('link').first().boundingBox())!;
    expect(logo.x).toBeGreaterThan(DESKTOP.width / 2);
    await context.close();
  });

  it('switches language from the header’s menu, and keeps the choice over a reload', async () => {
    const { context, page } = await newPage(browser, DESKTOP, { locale: 'en-US' });
    await page.goto(app.url);
    await page.getByRole('heading', { name: "Today's NFT Challenge" }).waitFor();
    const menu = page.getByRole('banner').getByRole('combobox', { name: 'Language' });
    expect((await menu.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await menu.locator('option').allTextContents()).toContain('日本語');
    await menu.selectOption('ja');
    await page.getByRole('heading', { name: '今日のNFTチャレンジ' }).waitFor();
    expect(await htmlLanguage(page)).toEqual({ lang: 'ja', dir: 'ltr' });
    await page.reload();
    await page.getByRole('heading', { name: '今日のNFTチャレンジ' }).waitFor();
    expect(await page.getByRole('banner').getByRole('combobox', { name: '言語' }).inputValue()).toBe('ja');
    await context.close();
  });

  it('plays a round in Spanish: the attempts line, the guess field, the banner and the result dialog', async () => {
    const page = await playerPage('es-ES', `rEsGame${'X'.repeat(27)}`);
    const answer = (await app.currentRound()).nft.nftId;
    await page.getByText('Intento 1 de 3').waitFor();
    const field = page.getByRole('textbox', { name: 'Número de ID del NFT' });
    await field.fill(String(Number(answer) + 1));
    await page.getByRole('button', { name: 'Enviar respuesta' }).click();
    await page.getByText('¡Incorrecto!').waitFor();
    await page.getByText('No es ese. Te quedan 2 intentos: la imagen ahora es más nítida.').waitFor();
    await page.getByText('Intento 2 de 3').waitFor();
    await page.getByRole('list', { name: 'Tus respuestas de hoy' }).waitFor();
    await page.getByTestId('game-tiles').getByText('Intentos restantes').waitFor();
    await field.fill(answer);
    await page.getByRole('button', { name: 'Enviar respuesta' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: '¡Juego completado!' }).waitFor();
    await dialog.getByText('5 puntos', { exact: true }).waitFor();
    await dialog.getByText('Colección').waitFor();
    await dialog.getByRole('button', { name: 'Compartir resultado' }).waitFor();
    // How everyone did: each share ("100 %") on one line.
    await dialog.getByText('Cómo les fue a todos').waitFor();
    expect(await wrappedTexts(page, '[role=dialog] li > span:last-child')).toEqual([]);
    await page.context().close();
  });

  it('plays a round in Arabic, mirrored, the NFT’s "#385" left to right', async () => {
    const page = await playerPage('ar', `rArGame${'X'.repeat(27)}`);
    const answer = (await app.currentRound()).nft.nftId;
    await page.getByText('المحاولة 1 من 3').waitFor();
    expect(await htmlLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await page.getByRole('textbox', { name: 'رقم معرّف NFT' }).fill(answer);
    await page.getByRole('button', { name: 'أرسل التخمين' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'اكتملت اللعبة!' }).waitFor();
    await dialog.getByText('معرّف NFT').waitFor();
    const id = dialog.getByText(`#${answer}`, { exact: true });
    expect(await id.getAttribute('dir')).toBe('ltr');
    // The points in the dialog are in Arabic, as its plural for 10 says it.
    await expect.poll(() => dialog.locator('p.text-3xl').textContent()).toBe('10 نقاط');
    await page.reload();
    await page.getByRole('heading', { name: 'اكتمل التحدي!' }).waitFor();
    // One message around isolated names: the number once, the collection after the separator.
    await page.getByText(new RegExp(`^[^#]+#${answer}( · .+)?$`)).waitFor();
    await screenshot(page, 'web-arabic-finished', { fullPage: false });
    await page.context().close();
  });

  it('fits a pseudo-language 40% longer on a 390 px phone: nothing overflows or is cut', async () => {
    const { context, page } = await newPage(browser, PHONE, { locale: 'en-US' });
    await speakPseudo(page, ['common', 'web']);
    await page.goto(app.url);
    await page.getByRole('heading', { name: pseudo("Today's NFT Challenge") }).waitFor();
    await page.getByTestId('game-tiles').getByText(pseudo('Next Challenge In')).waitFor();
    expect(await overflows(page)).toEqual([]);
    await context.close();
  });

  it.runIf(SHOTS)('takes the game, the result and the boards in Spanish, Japanese and Arabic', async () => {
    mkdirSync(SHOTS!, { recursive: true });
    const answer = (await app.currentRound()).nft.nftId;
    for (const [language, wallet] of [
      ['es', 'rEsXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX'],
      ['ja', 'rJaXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX'],
      ['ar', 'rArXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX'],
    ] as const) {
      for (const [size, viewport] of [
        ['phone', PHONE],
        ['desktop', DESKTOP],
      ] as const) {
        const { context, page } = await newPage(browser, viewport, { locale: language });
        const shot = (name: string) => page.screenshot({ path: join(SHOTS!, `${language}-${size}-${name}.png`) });
        await page.goto(app.url);
        await page.locator('#challenge-title').waitFor();
        await page.waitForTimeout(500);
        await shot('game');
        if (size === 'phone') {
          await signIn(page, wallet);
          await page.locator('input[inputmode]').first().fill(answer);
          await page.locator('form button[type=submit]').click();
          await page.getByRole('dialog').waitFor();
          await page.waitForTimeout(800);
          await shot('result');
        }
        await page.goto(`${app.url}/bwif-points`);
        await page.waitForTimeout(800);
        await shot('points');
        await context.close();
      }
    }
  });
});
