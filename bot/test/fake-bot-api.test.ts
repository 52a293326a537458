import { InputFile } from 'grammy';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startBotHarness, type BotHarness } from './fixtures';

let h: BotHarness;
beforeEach(async () => {
  h = await startBotHarness();
});
afterEach(() => h.close());

describe('the fake Bot API', () => {
  it('records a multipart upload, as grammY sends one with a file, like a JSON call', async () => {
    await h.bot.api.sendPhoto(1001, new InputFile(Buffer.from('not really a png'), 'nft.png'), {
      caption: 'Today',
      reply_markup: { inline_keyboard: [] },
    });
    const [call] = h.api.callsOf('sendPhoto');
    expect(call!.payload).toMatchObject({ chat_id: '1001', caption: 'Today', reply_markup: { inline_keyboard: [] } });
    expect(Object.values(call!.files)).toEqual([{ filename: 'nft.png', size: 16 }]);
  });

  it('parses a urlencoded call', async () => {
    const response = await fetch(`${h.api.apiRoot}/bot123:test/sendMessage`, {
      method: 'POST',
      body: new URLSearchParams({ chat_id: '5', text: 'hi' }),
    });
    expect(((await response.json()) as { ok: boolean }).ok).toBe(true);
    expect(h.api.callsOf('sendMessage')[0]!.payload).toEqual({ chat_id: '5', text: 'hi' });
  });
});
