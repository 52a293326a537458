import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startPolling, webhookHandler } from '../src/transport';
import { textUpdate } from './fake-bot-api';
import { startBotHarness, type BotHarness } from './fixtures';

let h: BotHarness;
beforeEach(async () => {
  h = await startBotHarness();
});
afterEach(() => h.close());

/** Just enough of Express's request and response for grammY's express adapter. */
function expressPair(body: object, secret?: string) {
  const response = { status: 200, body: '' as unknown, ended: false };
  const req = {
    body,
    header: (name: string) => (name.toLowerCase() === 'x-telegram-bot-api-secret-token' ? secret : undefined),
  };
  const res = {
    status(code: number) {
      response.status = code;
      return res;
    },
    send(payload: unknown) {
      response.body = payload;
      response.ended = true;
      return res;
    },
    set: () => res,
    end() {
      response.ended = true;
      return res;
    },
  };
  return { req, res, response };
}

describe('long polling', () => {
  it('answers updates fetched through the runner and stops cleanly', async () => {
    const polling = startPolling(h.bot);
    h.api.pushUpdate(textUpdate('/points'));
    const reply = await h.api.waitFor('sendMessage');
    expect(reply.payload.text).toMatch(/^You have 42 BWIF points \(rank #3\)\./);
    await polling.stop();
    expect(h.bot.isRunning()).toBe(false);
  });
});

/** Every update is new to it. */
const firstTime = () => true;

describe('webhook', () => {
  it('refuses an update without the secret token header', async () => {
    const handler = webhookHandler(h.bot, 's3cret', firstTime);
    const { req, res, response } = expressPair(textUpdate('/help'), 'wrong');
    await (handler as any)(req, res);
    expect(response.status).toBe(401);
    expect(h.api.callsOf('sendMessage')).toHaveLength(0);
  });

  it('handles an update carrying the secret token', async () => {
    const handler = webhookHandler(h.bot, 's3cret', firstTime);
    const { req, res, response } = expressPair(textUpdate('/help'), 's3cret');
    await (handler as any)(req, res);
    expect(response).toMatchObject({ status: 200, ended: true });
    expect(h.lastMessage().text).toMatch(/^Guess the blurred XRPL NFT of the day/);
  });

  it('answers an update delivered again without handling it, once the secret is right', async () => {
    const seen = new Set<number>();
    const handler = webhookHandler(h.bot, 's3cret', (id) => !seen.has(id) && Boolean(seen.add(id)));
    const update = textUpdate('/help');
    const forged = expressPair(update, 'wrong');
    await (handler as any)(forged.req, forged.res);
    for (let delivery = 0; delivery < 2; delivery++) {
      const { req, res, response } = expressPair(update, 's3cret');
      await (handler as any)(req, res);
      expect(response).toMatchObject({ status: 200, ended: true });
    }
    expect(h.api.callsOf('sendMessage')).toHaveLength(1);
  });

  it('will not be built without a secret', () => {
    expect(() => webhookHandler(h.bot, '', firstTime)).toThrow(/secret/);
  });
});
