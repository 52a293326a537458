import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';

let app: TestApp;
afterEach(() => app.close());

describe('GET /api/config', () => {
  it('serves the outside links and the bot from the settings, the current ones by default', async () => {
    app = await startTestApp();
    expect((await app.client().get('/api/config')).body).toEqual({
      adsgramBlockId: null,
      adRewardsByNetwork: false,
      telegramBotUsername: 'bwif_guess_bot',
      telegramMiniAppShortName: null,
      referralPoints: 10,
      links: {
        promoGame: 'https://t.me/sigma_xrpl_bot',
        socialX: 'https://x.com/bwifxrpl',
        marketplace: 'https://xrp.cafe',
        explorer: 'https://livenet.xrpl.org',
        ipfsGateway: 'https://ipfs.io/ipfs/',
      },
    });
  });

  it('follows a changed setting', async () => {
    app = await startTestApp({
      env: {
        TELEGRAM_BOT_USERNAME: 'other_game_bot',
        TELEGRAM_MINIAPP_SHORT_NAME: 'daily',
        EXPLORER_URL: 'https://testnet.xrpl.org/',
        IPFS_GATEWAY: 'https://gateway.example/ipfs/',
      },
    });
    const { body } = await app.client().get('/api/config');
    expect(body.telegramBotUsername).toBe('other_game_bot');
    expect(body.telegramMiniAppShortName).toBe('daily');
    expect(body.links.explorer).toBe('https://testnet.xrpl.org');
    expect(body.links.ipfsGateway).toBe('https://gateway.example/ipfs/');
  });
});
