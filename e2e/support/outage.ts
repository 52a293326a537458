import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

/** A server the browser reaches through a port that can go dark: stopped, nothing answers there (connections refused), as when the server is down; stop it when done. */
export interface Outage {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** Forwards a port of its own to `target` (an http://host:port) byte for byte, until stopped. */
export async function behindSwitchablePort(target: string): Promise<Outage> {
  const { hostname, port: targetPort } = new URL(target);
  const sockets = new Set<Socket>();
  let server: Server;
  const listen = (port: number) =>
    new Promise<number>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(targetPort), hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
    });
  const port = await listen(0);
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
    start: async () => void (server.listening || (await listen(port))),
  };
}
