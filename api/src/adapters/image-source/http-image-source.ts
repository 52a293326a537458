import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { FetchedImage } from './types';

export interface HttpImageOptions {
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Allow loopback and private addresses (a local image host); never on by default. */
  allowPrivate?: boolean;
  ipfsGateway?: string;
}

const DEFAULTS = { timeoutMs: 8000, maxBytes: 8 * 1024 * 1024, maxRedirects: 3, ipfsGateway: 'https://ipfs.io/ipfs/' };

/** Loopback, private, link-local, CGNAT and unspecified ranges, IPv4 and IPv6. */
export function isPrivateAddress(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) {
    const [a, b] = v4.split('.').map(Number) as [number, number];
    return a === 0 || a === 10 || a === 127 || (a === 100 && b >= 64 && b < 128) || (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b < 32) || (a === 192 && b === 168) || a >= 224;
  }
  const v6 = address.toLowerCase();
  return v6 === '::' || v6 === '::1' || v6.startsWith('fc') || v6.startsWith('fd') || v6.startsWith('fe80');
}

async function assertPublicHost(hostname: string): Promise<void> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address);
  if (addresses.some(isPrivateAddress)) throw new Error(`refusing to fetch an image from a private address (${hostname})`);
}

async function readBounded(response: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw new Error(`image is larger than ${maxBytes} bytes`);
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    total += chunk.byteLength;
    if (total > maxBytes) throw new Error(`image is larger than ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Fetches an NFT image over http(s) or ipfs: bounded in time and size, images only, no private hosts. */
export function httpImageSource(options: HttpImageOptions = {}) {
  const settings = { ...DEFAULTS, ...options };
  return async function fetchImage(url: string): Promise<FetchedImage> {
    let target = url.startsWith('ipfs://') ? settings.ipfsGateway + url.slice('ipfs://'.length) : url;
    const signal = AbortSignal.timeout(settings.timeoutMs);
    try {
      for (let hop = 0; hop <= settings.maxRedirects; hop++) {
        const parsed = new URL(target);
        if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error(`unsupported image URL scheme ${parsed.protocol}`);
        if (!settings.allowPrivate) await assertPublicHost(parsed.hostname);
        const response = await fetch(parsed, { redirect: 'manual', signal });
        const location = response.headers.get('location');
        if (response.status >= 300 && response.status < 400 && location) {
          await response.body?.cancel();
          target = new URL(location, parsed).toString();
          continue;
        }
        if (!response.ok) throw new Error(`image host answered ${response.status}`);
        const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
        if (!contentType.startsWith('image/')) throw new Error(`not an image (${contentType || 'no content type'})`);
        return { bytes: await readBounded(response, settings.maxBytes), contentType };
      }
      throw new Error(`more than ${settings.maxRedirects} redirects`);
    } catch (error) {
      if (signal.aborted) throw new Error(`image host did not answer within ${settings.timeoutMs} ms`);
      throw error;
    }
  };
}
