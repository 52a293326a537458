import { describe, expect, it } from 'vitest';
import { ByteBoundedCache } from './byte-bounded-cache';

const bytes = (length: number) => Buffer.alloc(length);

describe('a cache bounded by bytes', () => {
  it('keeps any number of entries while their bytes fit, forgetting the least recently used past them', () => {
    const cache = new ByteBoundedCache<number>(100);
    for (let key = 0; key < 10; key++) cache.set(key, bytes(10));
    expect(cache.get(0)).toBeDefined();
    cache.set(10, bytes(15));
    // 115 bytes: the least recently used (1, then 2) go; 0 was just read.
    expect([0, 1, 2, 3, 10].map((key) => cache.get(key) !== undefined)).toEqual([true, false, false, true, true]);
  });

  it('never keeps an entry larger than the whole cache', () => {
    const cache = new ByteBoundedCache<string>(10);
    cache.set('small', bytes(5));
    cache.set('huge', bytes(11));
    expect([cache.get('small'), cache.get('huge')]).toEqual([bytes(5), undefined]);
  });
});
