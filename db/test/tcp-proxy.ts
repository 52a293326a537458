import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy of the tests' own between the server and an outside service, for the faults
 * that must be exact: a stall (bytes held both ways, connections kept open, as a network cut
 * without a reset or a frozen server) and a cut (every connection reset at once).
 */
export interface TcpProxy {
  port: number;
  /** Connections accepted so far. */
  readonly accepted: number;
  stall(): void;
  resume(): void;
  cut(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let accepted = 0;
  let held: Array<() => void> | null = null;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const forward = (from: Socket, to: Socket) => {
    from.on('data', (chunk) => (held ? held.push(() => to.write(chunk)) : to.write(chunk)));
    from.on('close', () => to.destroy());
  };
  const server: Server = createServer((client) => {
    accepted++;
    const upstream = connect(targetPort, targetHost);
    track(client);
    track(upstream);
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    get accepted() {
      return accepted;
    },
    stall: () => void (held ??= []),
    resume() {
      const waiting = held ?? [];
      held = null;
      for (const write of waiting) write();
    },
    cut() {
      for (const socket of sockets) socket.resetAndDestroy();
    },
    async close() {
      held = null;
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
