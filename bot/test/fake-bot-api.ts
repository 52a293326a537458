import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedCall {
  method: string;
  payload: Record<string, any>;
  at: number;
}

/**
 * A local stand-in for the Telegram Bot API over HTTP: records every call and answers
 * like Telegram does. `failNext` makes the next call of a method answer an error once.
 */
export class FakeBotApi {
  readonly calls: RecordedCall[] = [];
  private server!: Server;
  private failures = new Map<string, object>();
  private pending: object[] = [];
  private messageId = 1;
  apiRoot = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const method = req.url!.split('/').pop()!;
        const payload = body ? JSON.parse(body) : {};
        this.calls.push({ method, payload, at: Date.now() });
        res.setHeader('content-type', 'application/json');
        const failure = this.failures.get(method);
        if (failure) {
          this.failures.delete(method);
          res.statusCode = (failure as { error_code: number }).error_code;
          res.end(JSON.stringify(failure));
          return;
        }
        if (method === 'getUpdates') return void this.longPoll(res);
        res.end(JSON.stringify({ ok: true, result: this.answer(method, payload) }));
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.apiRoot = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  failNext(method: string, errorCode: 429 | 403, retryAfter = 1): void {
    this.failures.set(
      method,
      errorCode === 429
        ? { ok: false, error_code: 429, description: `Too Many Requests: retry after ${retryAfter}`, parameters: { retry_after: retryAfter } }
        : { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' },
    );
  }

  /** Queues an update for the bot's next getUpdates (long polling). */
  pushUpdate(update: object): void {
    this.pending.push(update);
  }

  /** Waits until a call of the method has been recorded. */
  async waitFor(method: string, predicate: (call: RecordedCall) => boolean = () => true, timeoutMs = 5000): Promise<RecordedCall> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.callsOf(method).find(predicate);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no ${method} call within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Answers getUpdates with what is queued, or an empty list after a short wait, as Telegram does. */
  private longPoll(res: import('node:http').ServerResponse): void {
    const reply = () => {
      res.end(JSON.stringify({ ok: true, result: this.pending.splice(0) }));
    };
    if (this.pending.length > 0) return reply();
    setTimeout(reply, 100);
  }

  callsOf(method: string): RecordedCall[] {
    return this.calls.filter((call) => call.method === method);
  }

  private answer(method: string, payload: Record<string, any>): unknown {
    if (method === 'getMe') {
      return { id: 4242, is_bot: true, first_name: 'BWIF Guess', username: 'bwif_guess_bot', can_join_groups: false, can_read_all_group_messages: false, supports_inline_queries: false };
    }
    if (method === 'sendMessage') {
      return { message_id: this.messageId++, date: Math.floor(Date.now() / 1000), chat: { id: payload.chat_id, type: 'private' }, text: payload.text };
    }
    return true;
  }
}

let updateId = 1;

/** A real Update JSON for a text message (a command when it starts with '/'). */
export function textUpdate(text: string, from = { id: 1001, first_name: 'Ada', username: 'ada' }) {
  const command = text.startsWith('/') ? text.split(' ')[0]!.length : 0;
  return {
    update_id: updateId++,
    message: {
      message_id: updateId,
      date: Math.floor(Date.now() / 1000),
      chat: { id: from.id, type: 'private' as const, first_name: from.first_name },
      from: { ...from, is_bot: false },
      text,
      ...(command ? { entities: [{ type: 'bot_command' as const, offset: 0, length: command }] } : {}),
    },
  };
}
