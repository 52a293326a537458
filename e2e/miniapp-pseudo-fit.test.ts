import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { boardAddress, seedWalletUser, wrongGuess, type TestApp } from '@app/api/testing/harness';
import { pseudo } from '@app/shared/i18n/pseudo-language';
import { useBrowserApp } from './support/app';
import { MONDAY_START, NARROW_PHONE, usePastAndToday, type TwoDays } from './support/two-days';
import { newPage, PHONE, signInByRequests, smallTapTargets } from './support/browser';
import { speakPseudo } from './support/languages';
import { cutWithEllipsis, overflows, wordsBrokenMidWord } from './support/overflows';
import { openTelegramPage, pressMainButton, telegramLaunchHash } from './support/telegram';

// Issue 49, item 3: every screen of the Mini App passes the pseudo-language test (English
// 40% longer) on a 390 px phone and on a 320 px one: nothing wider than the screen, no words
// cut with "…", every control a thumb can hit.
const BOT_TOKEN = '123456:mini-app-pseudo-fit-token';
let app: TestApp;
let browser: Browser;
useBrowserApp((started) => ({ app, browser } = started), {
  start: MONDAY_START,
  env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN },
});

const days = {} as TwoDays;
usePastAndToday(() => app, days, 3);

let nextUser = 9600;

/** The Mini App in the pseudo-language on a `viewport`-sized phone, for the Telegram user `userId`. */
async function openInPseudo(viewport: typeof PHONE, path: string, userId: number): Promise<Page> {
  const page = await openTelegramPage(
    browser,
    `${app.url}${path}${telegramLaunchHash(BOT_TOKEN, userId, app.clock.now(), { languageCode: 'en' })}`,
    { viewport },
  );
  await speakPseudo(page, ['common', 'miniapp']);
  await page.reload();
  return page;
}

/** Another screen of the Mini App in the same page, its launch parameters kept. */
const go = (page: Page, path: string) => page.goto(`${app.url}${path}${new URL(page.url()).hash}`);

describe('every Mini App screen in a language 40% longer', () => {
  for (const [width, viewport] of [
    [390, PHONE],
    [320, NARROW_PHONE],
  ] as const) {
    it(`fits ${width} px: nothing sideways, no word cut with "…", every control 44 px`, async () => {
      const found: Record<string, string[]> = {};
      const check = async (page: Page, screen: string) => {
        await page.waitForTimeout(300);
        found[screen] = [
          ...(await overflows(page)),
          ...(await cutWithEllipsis(page)),
          ...(await smallTapTargets(page, 'body')).map((control) => `small: ${control}`),
        ];
      };

      // A visitor: today's puzzle, how to start, the boards.
      const visitor = await openInPseudo(viewport, '/telegram', nextUser++);
      await visitor.getByText(pseudo('Connect your Xaman wallet')).waitFor();
      await visitor.getByRole('tab', { name: pseudo('$bwif Holders') }).waitFor();
      await check(visitor, 'visitor: the game and the holders board');
      await visitor.getByRole('tab', { name: pseudo('Regular Leaderboard') }).click();
      await visitor.getByText(boardAddress(1).slice(0, 4), { exact: false }).first().waitFor();
      await check(visitor, 'visitor: the regular board');
      await go(visitor, '/telegram/archive');
      await visitor.getByText(pseudo('Past puzzles')).first().waitFor();
      await check(visitor, 'the archive');
      await go(visitor, `/telegram/archive/${days.past.roundId}`);
      await visitor.getByText(pseudo('Practice'), { exact: true }).first().waitFor();
      await check(visitor, 'a past puzzle');
      await visitor.getByRole('textbox').first().fill(days.past.nftId);
      await pressMainButton(visitor);
      await visitor.getByRole('link', { name: pseudo("Sign in to play today's — it counts") }).waitFor();
      await check(visitor, 'after practice');
      // How everyone did lines up with the line above it, not with the screen's edge.
      const spread = (await visitor.locator('section[aria-labelledby]').boundingBox())!;
      const endLine = (await visitor.locator('.callout').last().boundingBox())!;
      if (Math.abs(spread.x - endLine.x) > 1) found['after practice']!.push(`spread at ${spread.x}, not ${endLine.x}`);
      await go(visitor, '/telegram/fair');
      await visitor.getByText(pseudo("Is today's answer fixed?")).waitFor();
      await check(visitor, 'fair play');
      await go(visitor, '/telegram/bwif-points');
      await visitor.getByRole('heading', { name: pseudo('BWIF Points'), exact: true }).waitFor();
      await check(visitor, "visitor's profile");
      await visitor.context().close();

      // A player with a wallet: before the game, the stats, a miss, the result, after it, the profile.
      const userId = nextUser++;
      await seedWalletUser(app, `rPseudo${width}`.padEnd(34, 'X'), { telegramId: String(userId) });
      const player = await openInPseudo(viewport, '/telegram', userId);
      const field = player.getByRole('textbox').first();
      await field.waitFor();
      await check(player, 'before the game');
      await player
        .getByRole('button', { name: pseudo('Stats') })
        .first()
        .click();
      await player.getByRole('dialog').waitFor();
      await check(player, 'the stats sheet');
      await player.keyboard.press('Escape');
      await player.getByRole('dialog').waitFor({ state: 'detached' });
      await field.fill(wrongGuess(days.answer));
      await pressMainButton(player);
      await player.locator('.callout-miss').waitFor();
      await check(player, 'after a miss');
      await field.fill(days.answer);
      await pressMainButton(player);
      await player
        .getByRole('dialog')
        .getByRole('heading', { name: pseudo('Game Complete!') })
        .waitFor();
      await check(player, 'the result sheet');
      await player.keyboard.press('Escape');
      await player.getByRole('dialog').waitFor({ state: 'detached' });
      await player.getByText(pseudo('Challenge Complete!')).waitFor();
      await check(player, 'after the game');
      await player.getByRole('tab', { name: pseudo('Regular Leaderboard') }).click();
      await player.locator('[aria-current="true"]').first().waitFor();
      await check(player, 'the regular board, own row marked');
      await go(player, '/telegram/bwif-points');
      await player.getByRole('heading', { name: pseudo('BWIF Points'), exact: true }).waitFor();
      await expect.poll(() => player.getByTestId('own-points').textContent()).not.toBe('…');
      await check(player, "player's profile");
      await player.context().close();

      expect(found).toEqual(Object.fromEntries(Object.keys(found).map((screen) => [screen, []])));
    }, 120_000);
  }

  it('breaks the NFT’s name, collection and creator in the result sheet between words, in Russian at 390 px', async () => {
    const userId = nextUser++;
    await seedWalletUser(app, 'rRuResultSheetXXXXXXXXXXXXXXXXXXXX', { telegramId: String(userId) });
    const page = await openTelegramPage(
      browser,
      `${app.url}/telegram${telegramLaunchHash(BOT_TOKEN, userId, app.clock.now(), { languageCode: 'ru' })}`,
    );
    await page.getByRole('textbox').first().fill(days.answer);
    await pressMainButton(page);
    await page.getByRole('dialog').getByText('Автор', { exact: true }).waitFor();
    // Today's creator, "Deepwater Pixels", read "Deepwater Pixel|s" beside the Russian labels.
    expect(await wordsBrokenMidWord(page, 'dialog dd')).toEqual([]);
    await page.context().close();
  });

  it('and on the web, the result dialog in Arabic at 320 px puts the NFT’s details under its image, no word broken', async () => {
    const { context, page } = await newPage(browser, NARROW_PHONE, { locale: 'ar' });
    await signInByRequests(context, app.url, 'rArWebNarrowXXXXXXXXXXXXXXXXXXXXXX');
    await page.goto(app.url);
    await page.locator('input[inputmode]').first().fill(days.answer);
    await page.locator('form button[type=submit]').click();
    await page.getByRole('dialog').getByText('المنشئ', { exact: true }).waitFor();
    // Beside the image the column was narrower than a word: "Deepw|ater Pixels".
    const details = (await page.getByRole('dialog').locator('dl').boundingBox())!;
    const image = (await page.getByRole('dialog').locator('img').first().boundingBox())!;
    expect(details.y).toBeGreaterThanOrEqual(image.y + image.height);
    expect(await wordsBrokenMidWord(page, '[role=dialog] dd')).toEqual([]);
    await context.close();
  });
});
