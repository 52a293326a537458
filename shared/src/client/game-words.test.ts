import { describe, expect, it } from 'vitest';
import { nftLabel } from '../rules/nft-label';
import { miniAppDirectLink, telegramSharePath } from '../links';
import { shareText } from '../rules/share-text';
import { catalogOf } from '../i18n/catalog-files';
import { createTranslator } from '../i18n/translator';
import { t } from './i18n/language-runtime';

describe('the NFT as a player reads it', () => {
  it('names the NFT without repeating an id its name already carries', () => {
    expect(nftLabel({ name: 'Escrow Eel #99', nftId: '99' })).toBe('Escrow Eel #99');
    expect(nftLabel({ name: 'Escrow Eel', nftId: '99' })).toBe('Escrow Eel #99');
  });
});

describe('sharing from Telegram', () => {
  it('links to the Mini App by short name, or to the bot when there is none', () => {
    expect(miniAppDirectLink({ telegramBotUsername: 'guess_bot', telegramMiniAppShortName: 'play' }, 'r12')).toBe(
      'https://t.me/guess_bot/play?startapp=r12',
    );
    expect(miniAppDirectLink({ telegramBotUsername: 'guess_bot', telegramMiniAppShortName: null }, 'r12')).toBe(
      'https://t.me/guess_bot?startapp=r12',
    );
  });

  it("builds Telegram's share path with the link and the spoiler-free text encoded", () => {
    const text = shareText({ roundNumber: 12, attemptResults: [false, true], points: 5 }, t);
    const path = telegramSharePath('https://t.me/guess_bot?startapp=r12', text);
    const params = new URLSearchParams(path.slice('/share/url?'.length));
    expect(path.startsWith('/share/url?')).toBe(true);
    expect(params.get('url')).toBe('https://t.me/guess_bot?startapp=r12');
    expect(params.get('text')).toBe('BWIF NFT Guess #12 2/3\n🟥🟩\n5 points');
  });

  it("marks a past puzzle's result as practice, with no points", () => {
    const text = shareText({ roundNumber: 12, attemptResults: [false, true], points: 0, practice: true, url: 'u' }, t);
    expect(text).toBe('BWIF NFT Guess #12 (practice) 2/3\n🟥🟩\nu');
  });

  it('draws orange and blue squares for a player who chose high contrast', () => {
    const text = shareText({ roundNumber: 12, attemptResults: [false, false, true], points: 2, highContrast: true }, t);
    expect(text).toBe('BWIF NFT Guess #12 3/3\n🟦🟦🟧\n2 points');
  });

  it("words the result in the player's language, its squares and score as they are", () => {
    const spanish = createTranslator('es', catalogOf(['common'], 'es'));
    const text = shareText({ roundNumber: 12, attemptResults: [true], points: 10 }, (id, values) =>
      spanish._(id, values),
    );
    expect(text).toBe('BWIF NFT Guess #12 1/3\n🟩\n10 puntos');
  });
});
