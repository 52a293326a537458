import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Once `closing()` is true, every response whose headers are not written yet says
 * `Connection: close`, and Node ends its connection after it: a kept-alive client reconnects,
 * finds the listener closed, and stops feeding this process. Node reads `shouldKeepAlive`
 * as it writes the headers, so an accessor on the responses' prototype reaches the requests
 * already in flight when the shutdown starts, not only those that arrive after it; Node
 * itself keeps answering `keep-alive` after server.close().
 */
function closeConnectionsWhen(responsePrototype: object, closing: () => boolean): void {
  const keepAlive = Symbol('keepAlive');
  type Response = { [keepAlive]?: boolean };
  Object.defineProperty(responsePrototype, 'shouldKeepAlive', {
    configurable: true,
    get(this: Response) {
      return this[keepAlive] === true && !closing();
    },
    set(this: Response, value: boolean) {
      this[keepAlive] = value;
    },
  });
}

/**
 * How long a connection that has sent nothing when the stop begins is given to send its
 * request: one just accepted often has it in flight, or not read yet, and is then answered
 * (with `Connection: close`) rather than cut.
 */
const FIRST_BYTES_WAIT_MS = 500;

/** The server's open connections, kept as they open and close. */
function openConnections(server: Server): Set<Socket> {
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return sockets;
}

/**
 * The graceful stop of `server`, whose responses are made from `responsePrototype`: stops
 * accepting, closes idle connections at once (server.close() closes those between two
 * requests; a connection that never sent a byte counts as busy for Node, so it is closed
 * here if still silent FIRST_BYTES_WAIT_MS later), answers the requests in flight with
 * `Connection: close`, and cuts whatever connection is still open after `graceMs` (a slow
 * client, a request stalled halfway).
 * Resolves once every connection is closed.
 */
export function gracefulClose(server: Server, responsePrototype: object): (graceMs: number) => Promise<void> {
  let closing = false;
  closeConnectionsWhen(responsePrototype, () => closing);
  const sockets = openConnections(server);
  return (graceMs) => {
    closing = true;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    const silentCut = setTimeout(
      () => {
        for (const socket of sockets) if (socket.bytesRead === 0) socket.destroy();
      },
      Math.min(FIRST_BYTES_WAIT_MS, graceMs),
    );
    const cutOff = setTimeout(() => server.closeAllConnections(), graceMs);
    return closed.finally(() => {
      clearTimeout(silentCut);
      clearTimeout(cutOff);
    });
  };
}
