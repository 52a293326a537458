import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createApp } from '../src/app';
import { createExpressServer } from '../src/http/express-server';
import { builtFrontEnds } from './built-front-ends';
import { startTestApp, TestClient, type TestApp } from './harness';

/** The real server serving stand-in builds of both front ends; `close` stops it and removes the builds. */
export async function startWithFrontEnds(): Promise<{ app: TestApp; client: TestClient; close(): Promise<void> }> {
  const app = await startTestApp();
  const frontEnds = builtFrontEnds();
  const server = createExpressServer(createApp(app.deps, frontEnds));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    app,
    client: new TestClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await app.close();
      rmSync(frontEnds.root, { recursive: true, force: true });
    },
  };
}
