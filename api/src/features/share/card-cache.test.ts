import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { DAY_MS, MINUTE_MS } from '@app/shared/constants';
import { startTestApp, type TestApp } from '../../../test/harness';
import { countingSource } from '../../../test/image-fixtures';

let app: TestApp;

afterEach(() => app.close());

/** A server whose first day is 2026-10-01, with this many rounds begun, one a day; their ids. */
async function withRounds(count: number, rendersPerMinute: number): Promise<number[]> {
  app = await startTestApp({
    start: '2026-10-01T09:00:00Z',
    env: { RATE_LIMIT_SHARE_CARD_RENDERS_PER_MIN: String(rendersPerMinute) },
    overrides: { imageSource: countingSource() },
  });
  const ids = [];
  for (let day = 0; day < count; day++) {
    if (day > 0) app.clock.advance(DAY_MS);
    ids.push((await app.currentRound()).id);
  }
  return ids;
}

async function renders(): Promise<number> {
  const metric = await app.deps.metrics.registry.getSingleMetric('share_card_renders_total')!.get();
  return metric.values[0]?.value ?? 0;
}

const card = (roundId: number, suffix = '') => fetch(`${app.url}/api/og/round-${roundId}${suffix}.jpg`);

async function sizeOf(answer: Response): Promise<[number | undefined, number | undefined]> {
  const { width, height, format } = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
  expect(format).toBe('jpeg');
  return [width, height];
}

describe('share cards', () => {
  it('are rendered once each: twenty rounds asked for twice render twenty cards', async () => {
    const ids = await withRounds(20, 1000);
    const first = [];
    for (const id of ids) {
      const answer = await card(id);
      expect(answer.status).toBe(200);
      first.push(Buffer.from(await answer.arrayBuffer()));
    }
    expect(await renders()).toBe(20);
    for (const [index, id] of ids.entries()) {
      const again = await card(id);
      expect(Buffer.from(await again.arrayBuffer()).equals(first[index]!)).toBe(true);
    }
    expect(await renders()).toBe(20);
    // Each round renders its image variants first: twenty of them take a while on a busy machine.
  }, 90_000);

  it('render only a few a minute for one client, while the cards already made keep answering', async () => {
    const ids = await withRounds(5, 3);
    const statuses = [];
    for (const id of ids) statuses.push((await card(id)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await card(ids[3]!);
    expect(refused.headers.get('retry-after')).not.toBeNull();
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'Too many new share pictures. Please wait a moment and try again.',
    );
    expect((await card(ids[0]!)).status).toBe(200);
    expect(await renders()).toBe(3);
    app.clock.advance(MINUTE_MS);
    expect((await card(ids[3]!)).status).toBe(200);
  });

  it('are drawn at story size too (1080x1920), each size rendered once and kept for a year', async () => {
    const [id] = await withRounds(1, 1000);
    const story = await card(id!, '-story');
    expect(story.status).toBe(200);
    expect(story.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sizeOf(story)).toEqual([1080, 1920]);
    expect(await sizeOf(await card(id!))).toEqual([1200, 630]);
    expect(await sizeOf(await card(id!, '-story'))).toEqual([1080, 1920]);
    expect(await renders()).toBe(2);
    const unknown = await card(id!, '-poster');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toBe(
      'Share pictures are named round-<id>.jpg or round-<id>-story.jpg',
    );
  });
});
