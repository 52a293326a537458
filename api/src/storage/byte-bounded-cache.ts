/**
 * Buffers by key that forget the least recently used once their bytes pass `maxBytes`: a
 * cache bounded by the memory it holds, however many entries that makes.
 */
export class ByteBoundedCache<K> {
  private readonly entries = new Map<K, Buffer>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: K): Buffer | undefined {
    const value = this.entries.get(key);
    if (value) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: Buffer): void {
    this.delete(key);
    if (value.length > this.maxBytes) return;
    this.entries.set(key, value);
    this.bytes += value.length;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  private delete(key: K): void {
    const value = this.entries.get(key);
    if (!value) return;
    this.entries.delete(key);
    this.bytes -= value.length;
  }
}
