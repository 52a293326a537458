/**
 * A lean HTTP/1.1 client for the midnight crowd: one TCP connection, requests one after
 * another, responses framed by Content-Length. A thousand undici clients a second cost
 * the load generator most of a core on this 2-core machine, time the server under test
 * then loses; this costs about a third of that, so the crowd measures the server.
 */
import { connect, type Socket } from 'node:net';

export interface RawResponse {
  status: number;
  body: Buffer;
}

const HEADERS_END = Buffer.from('\r\n\r\n');

/** Parses one response at the start of `buffer`; null while it is incomplete. */
function parseResponse(buffer: Buffer): { response: RawResponse; length: number } | null {
  const headersEnd = buffer.indexOf(HEADERS_END);
  if (headersEnd === -1) return null;
  const head = buffer.subarray(0, headersEnd).toString('latin1');
  const status = Number(head.slice(9, 12));
  const lengthHeader = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  if (!lengthHeader) {
    if (/\r\ntransfer-encoding:/i.test(head)) throw new Error('chunked responses are not supported');
    if (status !== 204 && status !== 304) throw new Error(`response ${status} has no Content-Length`);
  }
  const bodyStart = headersEnd + HEADERS_END.length;
  const length = bodyStart + Number(lengthHeader?.[1] ?? 0);
  if (buffer.length < length) return null;
  return { response: { status, body: buffer.subarray(bodyStart, length) }, length };
}

export class RawConnection {
  private readonly socket: Socket;
  private received: Buffer = Buffer.alloc(0);
  private waiting: { resolve(response: RawResponse): void; reject(error: Error): void } | null = null;
  private failure: Error | null = null;

  constructor(private readonly origin: URL) {
    this.socket = connect(Number(origin.port), origin.hostname);
    this.socket.setNoDelay(true);
    this.socket.on('data', (chunk: Buffer) => this.onData(chunk));
    this.socket.on('error', (error) => this.fail(error));
    this.socket.on('close', () => this.fail(new Error('connection closed')));
  }

  /** GETs `path` on this connection; requests must not overlap. */
  get(path: string, headers: Record<string, string>): Promise<RawResponse> {
    if (this.failure) return Promise.reject(this.failure);
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
    this.socket.write(`GET ${path} HTTP/1.1\r\nhost: ${this.origin.host}\r\n${lines}\r\n`);
    return new Promise((resolve, reject) => (this.waiting = { resolve, reject }));
  }

  close(): void {
    this.socket.destroy();
  }

  /** This end's port, once connected: how /proc names the connection. */
  get localPort(): number {
    return this.socket.localPort!;
  }

  private onData(chunk: Buffer): void {
    this.received = this.received.length === 0 ? chunk : Buffer.concat([this.received, chunk]);
    let parsed: ReturnType<typeof parseResponse>;
    try {
      parsed = parseResponse(this.received);
    } catch (error) {
      return this.fail(error as Error);
    }
    if (!parsed) return;
    this.received = this.received.subarray(parsed.length);
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.resolve(parsed.response);
  }

  private fail(error: Error): void {
    this.failure ??= error;
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.reject(error);
  }
}
