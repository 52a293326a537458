import { afterEach, beforeEach } from 'vitest';
import { adminClient, startTestApp, type TestApp, type TestClient } from './harness';

/** For each test of the file: a fresh app and its admin's signed-in client, handed to `started`; closed after it. */
export function eachTestWithAdmin(started: (parts: { app: TestApp; admin: TestClient }) => void): void {
  let app: TestApp | undefined;
  beforeEach(async () => {
    app = await startTestApp();
    started({ app, admin: await adminClient(app) });
  });
  afterEach(() => app?.close());
}
