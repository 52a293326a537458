import { guardedFetch, type FetchKind, type GuardedFetchOptions } from '../http/guarded-fetch';
import type { MetadataSource } from './types';

const METADATA: FetchKind = {
  name: 'metadata',
  indefinite: 'metadata',
  // IPFS gateways and static hosts often serve JSON as text/plain or octet-stream; the body is parsed anyway.
  accepts: (contentType) => !contentType.startsWith('image/') && contentType !== 'text/html',
  refusal: (contentType) => `Not JSON metadata (${contentType})`,
};

/** Metadata JSON over http(s) or ipfs, under the image fetcher's limits; at most 1 MB. */
export function httpMetadataSource(options: GuardedFetchOptions = {}): MetadataSource {
  const fetchGuarded = guardedFetch({ maxBytes: 1024 * 1024, ...options });
  return {
    async fetchMetadata(url) {
      const { bytes } = await fetchGuarded(url, METADATA);
      try {
        return JSON.parse(bytes.toString('utf8')) as unknown;
      } catch {
        throw new Error(`The metadata at ${url} is not JSON`);
      }
    },
  };
}
