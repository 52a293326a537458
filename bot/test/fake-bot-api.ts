import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseCall, readBody } from './parse-call';

export interface RecordedCall {
  method: string;
  /** The call's parameters, whether they came as JSON or as form data (objects parsed back). */
  payload: Record<string, any>;
  /** Uploaded files of a multipart call, by part name. */
  files: Record<string, { filename: string; size: number }>;
  at: number;
}

export type Failure = 429 | 403 | 'network';

const BOT_USER = {
  id: 4242,
  is_bot: true,
  first_name: 'BWIF Guess',
  username: 'bwif_guess_bot',
  can_join_groups: false,
  can_read_all_group_messages: false,
  supports_inline_queries: false,
};

function errorBody(failure: 429 | 403, retryAfter: number) {
  return failure === 429
    ? {
        ok: false,
        error_code: 429,
        description: `Too Many Requests: retry after ${retryAfter}`,
        parameters: { retry_after: retryAfter },
      }
    : { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' };
}

/**
 * A local stand-in for the Telegram Bot API over HTTP (`POST /bot<token>/<method>`): records
 * every call and answers like Telegram does. `failNext` makes the next call of a method fail.
 */
export class FakeBotApi {
  readonly calls: RecordedCall[] = [];
  apiRoot = '';
  private server!: Server;
  private failures = new Map<string, Array<{ failure: Failure; retryAfter: number }>>();
  private pending: object[] = [];
  private messageId = 1;
  private members = new Map<string, Record<string, unknown>>();
  private unknownChats = new Set<string>();
  private pollsOpen = 0;
  /** getUpdates calls answered 409 because another was still open, as Telegram does with two pollers. */
  conflicts = 0;

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      this.serve(req, res).catch((error: Error) => {
        res.statusCode = 400;
        res.end(JSON.stringify({ ok: false, error_code: 400, description: `Bad Request: ${error.message}` }));
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

  /** The next call of `method` gets a 429 (retry_after seconds), a 403, or a dropped connection. */
  failNext(method: string, failure: Failure, retryAfter = 1): void {
    const queue = this.failures.get(method) ?? [];
    queue.push({ failure, retryAfter });
    this.failures.set(method, queue);
  }

  /** Calls naming the chat (as chat_id or in a command scope) get 400 "chat not found", as for a user who never opened the bot. */
  forgetChat(chatId: number | string): void {
    this.unknownChats.add(String(chatId));
  }

  /** What getChatMember answers for the user in the chat (`status`, and `is_member` when restricted); 'left' unless set. */
  setChatMember(chatId: number | string, userId: number, member: { status: string; is_member?: boolean }): void {
    this.members.set(`${chatId}:${userId}`, member);
  }

  /** Queues an update for the bot's next getUpdates (long polling). */
  pushUpdate(update: object): void {
    this.pending.push(update);
  }

  callsOf(method: string): RecordedCall[] {
    return this.calls.filter((call) => call.method === method);
  }

  /** Waits until a call of the method (matching the predicate) has been recorded. */
  async waitFor(
    method: string,
    predicate: (call: RecordedCall) => boolean = () => true,
    timeoutMs = 5000,
  ): Promise<RecordedCall> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.callsOf(method).find(predicate);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no ${method} call within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  private async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const match = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(req.url ?? '');
    const body = await readBody(req);
    res.setHeader('content-type', 'application/json');
    if (req.method !== 'POST' || !match) {
      res.statusCode = 404;
      return void res.end(JSON.stringify({ ok: false, error_code: 404, description: 'Not Found' }));
    }
    const method = match[2]!;
    const call = { method, ...parseCall(req.headers['content-type'] ?? '', body), at: Date.now() };
    this.calls.push(call);
    const failure = this.failures.get(method)?.shift();
    if (failure?.failure === 'network') return void req.socket.destroy();
    if (failure) {
      res.statusCode = failure.failure;
      return void res.end(JSON.stringify(errorBody(failure.failure, failure.retryAfter)));
    }
    if (this.unknownChats.has(String(call.payload.chat_id ?? call.payload.scope?.chat_id))) {
      res.statusCode = 400;
      return void res.end(JSON.stringify({ ok: false, error_code: 400, description: 'Bad Request: chat not found' }));
    }
    if (method === 'getUpdates') return this.longPoll(res);
    res.end(JSON.stringify({ ok: true, result: this.answer(method, call.payload) }));
  }

  /**
   * Answers getUpdates with what is queued, or an empty list after a short wait, as Telegram
   * does; a second getUpdates while one is open gets 409 Conflict, as from Telegram.
   */
  private longPoll(res: ServerResponse): void {
    if (this.pollsOpen > 0) {
      this.conflicts++;
      res.statusCode = 409;
      const description =
        'Conflict: terminated by other getUpdates request; make sure that only one bot instance is running';
      return void res.end(JSON.stringify({ ok: false, error_code: 409, description }));
    }
    this.pollsOpen++;
    const reply = () => res.end(JSON.stringify({ ok: true, result: this.pending.splice(0) }));
    // A poll the bot gave up on (it stopped) is closed, and takes no update with it.
    const timer = setTimeout(reply, this.pending.length > 0 ? 0 : 100);
    res.once('close', () => {
      clearTimeout(timer);
      this.pollsOpen--;
    });
  }

  private answer(method: string, payload: Record<string, any>): unknown {
    if (method === 'getMe') return BOT_USER;
    if (method === 'getChatMember') {
      const member = this.members.get(`${payload.chat_id}:${payload.user_id}`) ?? { status: 'left' };
      return { user: { id: payload.user_id, is_bot: false, first_name: 'Member' }, ...member };
    }
    if (method === 'savePreparedInlineMessage')
      return { id: `prepared-${this.messageId++}`, expiration_date: Math.floor(Date.now() / 1000) + 86_400 };
    if (method.startsWith('send')) {
      const chatId = payload.chat_id;
      const chat =
        typeof chatId === 'string' && chatId.startsWith('-')
          ? { id: Number(chatId), type: 'channel', title: 'Announcements' }
          : { id: Number(chatId), type: 'private', first_name: 'Player' };
      return {
        message_id: this.messageId++,
        date: Math.floor(Date.now() / 1000),
        chat,
        ...(payload.text ? { text: payload.text } : {}),
      };
    }
    return true;
  }
}

let updateId = 1;

export interface TestUser {
  id: number;
  first_name: string;
  username?: string;
  /** The language of the user's Telegram app (IETF tag). */
  language_code?: string;
}

/** A real Update JSON for a text message (a command when it starts with '/'), in a private chat unless `group` is given. */
export function textUpdate(
  text: string,
  from: TestUser = { id: 1001, first_name: 'Ada', username: 'ada' },
  group?: { id: number; title: string },
) {
  const command = text.startsWith('/') ? text.split(' ')[0]!.length : 0;
  const chat = group
    ? { id: group.id, type: 'supergroup' as const, title: group.title }
    : { id: from.id, type: 'private' as const, first_name: from.first_name };
  return messageUpdate({
    chat,
    from: { ...from, is_bot: false },
    text,
    ...(command ? { entities: [{ type: 'bot_command' as const, offset: 0, length: command }] } : {}),
  });
}

/** A real Update JSON for a message of `fields` (its chat, sender and content), numbered and dated now. */
function messageUpdate<T extends object>(fields: T) {
  const id = updateId++;
  return { update_id: id, message: { message_id: id, date: Math.floor(Date.now() / 1000), ...fields } };
}

/** A real Update JSON for the bot's own membership of a group changing (added: 'member', removed: 'left' or 'kicked'). */
export function myChatMemberUpdate(
  group: { id: number; title: string },
  change: { from: string; to: string },
  by: TestUser = { id: 1001, first_name: 'Ada', username: 'ada' },
) {
  const id = updateId++;
  const bot = { id: 4242, is_bot: true, first_name: 'BWIF Guess', username: 'bwif_guess_bot' };
  return {
    update_id: id,
    my_chat_member: {
      chat: { id: group.id, type: 'supergroup' as const, title: group.title },
      from: { ...by, is_bot: false },
      date: Math.floor(Date.now() / 1000),
      old_chat_member: { user: bot, status: change.from },
      new_chat_member: { user: bot, status: change.to },
    },
  };
}

/** A real Update JSON for the service message a group sends when it becomes a supergroup. */
export function migrateUpdate(fromGroupId: number, toChatId: number) {
  return messageUpdate({
    chat: { id: fromGroupId, type: 'group' as const, title: 'Old group' },
    from: { id: 1001, is_bot: false, first_name: 'Ada' },
    migrate_to_chat_id: toChatId,
  });
}

/** A real Update JSON for the service message a group shows when a member leaves or is removed. */
export function leftMemberUpdate(group: { id: number; title: string }, member: TestUser, by: TestUser = member) {
  return messageUpdate({
    chat: { id: group.id, type: 'supergroup' as const, title: group.title },
    from: { ...by, is_bot: false },
    left_chat_member: { ...member, is_bot: false },
  });
}
