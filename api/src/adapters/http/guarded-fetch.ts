import { lookup as systemLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { Agent, fetch, type Response } from 'undici';

export interface GuardedFetchOptions {
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Allow loopback and private addresses (a local host); never on by default. */
  allowPrivate?: boolean;
  /** Where `ipfs://CID/path` is fetched from: an https gateway prefix ending in '/'. */
  ipfsGateway?: string;
  /** Name resolution, the system's by default. */
  lookup?: typeof systemLookup;
}

/** What a caller fetches, as errors name it ("image", "metadata"), and which content types it accepts. */
export interface FetchKind {
  name: string;
  /** The name with its article: "an image". */
  indefinite: string;
  accepts(contentType: string): boolean;
  /** Says what was received instead, e.g. "Not an image (text/html)". */
  refusal(contentType: string): string;
}

export interface Fetched {
  bytes: Buffer;
  contentType: string;
}

const DEFAULTS = { timeoutMs: 8000, maxBytes: 8 * 1024 * 1024, maxRedirects: 3, ipfsGateway: 'https://ipfs.io/ipfs/' };

const PRIVATE_RANGES: Array<[string, number, 'ipv4' | 'ipv6']> = [
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['224.0.0.0', 3, 'ipv4'],
  ['::', 128, 'ipv6'],
  ['::1', 128, 'ipv6'],
  ['64:ff9b::', 96, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
];
// BlockList also matches IPv4-mapped IPv6 (::ffff:7f00:1) against the IPv4 ranges.
const privateRanges = new BlockList();
for (const [network, prefix, family] of PRIVATE_RANGES) privateRanges.addSubnet(network, prefix, family);

/** Loopback, private, link-local, CGNAT, multicast and unspecified addresses, IPv4 and IPv6. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return privateRanges.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

class PrivateAddressError extends Error {
  constructor(host: string, kind: Pick<FetchKind, 'indefinite'>) {
    super(`Refusing to fetch ${kind.indefinite} from a private address (${host})`);
  }
}

/**
 * Resolves names at connect time and refuses the connection when any answer is private,
 * so the address checked is the address connected to (no DNS rebinding in between).
 */
function publicOnly(lookup: typeof systemLookup): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      if (addresses.length === 0 || addresses.some((entry) => isPrivateAddress(entry.address))) {
        return callback(new PrivateAddressError(hostname, { indefinite: 'anything' }), '', 0);
      }
      if (options.all) return (callback as unknown as (error: null, all: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** An address literal is connected to without a lookup, so it is checked here. */
function assertPublicLiteral(hostname: string, kind: FetchKind): void {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && isPrivateAddress(host)) throw new PrivateAddressError(hostname, kind);
}

async function readBounded(response: Response, maxBytes: number, kind: FetchKind): Promise<Buffer> {
  const tooLarge = () => new Error(`The ${kind.name} is larger than ${maxBytes} bytes`);
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge();
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    total += chunk.value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks);
}

/** `ipfs://CID/path` (or `ipfs://ipfs/CID/path`) on the configured https gateway; other URLs unchanged. */
export function resolveIpfs(url: string, gateway: string = DEFAULTS.ipfsGateway): string {
  if (!url.startsWith('ipfs://')) return url;
  const rest = url.slice('ipfs://'.length).replace(/^ipfs\//, '');
  return (gateway.endsWith('/') ? gateway : `${gateway}/`) + rest;
}

function parseTarget(target: string, kind: FetchKind): URL {
  const parsed = new URL(target);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`Unsupported ${kind.name} URL scheme ${parsed.protocol}`);
  }
  return parsed;
}

/** The response's content type when the kind accepts it; anything else is refused before its body is read. */
async function checkedType(response: Response, kind: FetchKind): Promise<string> {
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const problem = !response.ok
    ? `The ${kind.name} host answered ${response.status}`
    : !kind.accepts(contentType)
      ? kind.refusal(contentType)
      : null;
  if (!problem) return contentType;
  await response.body?.cancel();
  throw new Error(problem);
}

/** A fetch over http(s) or ipfs bounded in time, size and content type, that refuses private hosts. */
export function guardedFetch(options: GuardedFetchOptions = {}) {
  const settings = { ...DEFAULTS, ...options };
  const lookup = settings.lookup ?? systemLookup;
  const dispatcher = new Agent({ connect: { lookup: settings.allowPrivate ? lookup : publicOnly(lookup) } });
  return async function fetchGuarded(url: string, kind: FetchKind): Promise<Fetched> {
    const signal = AbortSignal.timeout(settings.timeoutMs);
    let target = resolveIpfs(url, settings.ipfsGateway);
    try {
      // Redirects are followed by hand so every hop is checked like the first.
      for (let hop = 0; hop <= settings.maxRedirects; hop++) {
        const parsed = parseTarget(target, kind);
        if (!settings.allowPrivate) assertPublicLiteral(parsed.hostname, kind);
        const response = await fetch(parsed, { redirect: 'manual', signal, dispatcher });
        const location = response.headers.get('location');
        if (response.status >= 300 && response.status < 400 && location) {
          await response.body?.cancel();
          target = resolveIpfs(new URL(location, parsed).toString(), settings.ipfsGateway);
          continue;
        }
        const contentType = await checkedType(response, kind);
        return { contentType, bytes: await readBounded(response, settings.maxBytes, kind) };
      }
      throw new Error(`More than ${settings.maxRedirects} redirects`);
    } catch (error) {
      if (signal.aborted) throw new Error(`The ${kind.name} host did not answer within ${settings.timeoutMs} ms`);
      const cause = (error as { cause?: unknown }).cause;
      if (cause instanceof PrivateAddressError) throw new PrivateAddressError(new URL(target).hostname, kind);
      throw error;
    }
  };
}
