import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp, TestClient } from '../../../test/harness';
import { startWithFrontEnds } from '../../../test/with-front-ends';

let app: TestApp;
let client: TestClient;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, client, close } = await startWithFrontEnds());
});

afterAll(() => close());

it('answers a practice page 404 when it has no past round to show, as any unknown path', async () => {
  const yesterday = await app.currentRound();
  app.clock.advance(24 * 60 * 60 * 1000);
  const today = await app.currentRound();
  const statusOf = async (path: string) => [path, (await client.get(path)).status];
  for (const path of ['/archive/latest', `/archive/${yesterday.id}`, `/Archive/${yesterday.id}/`])
    expect(await statusOf(path)).toEqual([path, 200]);
  for (const path of ['/archive/99999', `/archive/${today.id}`, '/archive/nope', '/archive/0'])
    expect(await statusOf(path)).toEqual([path, 404]);
});
