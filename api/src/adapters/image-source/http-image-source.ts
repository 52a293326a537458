import { guardedFetch, type FetchKind, type GuardedFetchOptions } from '../http/guarded-fetch';
import type { FetchedImage } from './types';

export { isPrivateAddress, resolveIpfs } from '../http/guarded-fetch';
export type HttpImageOptions = GuardedFetchOptions;

const IMAGE: FetchKind = {
  name: 'image',
  indefinite: 'an image',
  accepts: (contentType) => contentType.startsWith('image/'),
  refusal: (contentType) => `Not an image (${contentType || 'no content type'})`,
};

/** Fetches an NFT image over http(s) or ipfs: bounded in time and size, images only, no private hosts. */
export function httpImageSource(options: HttpImageOptions = {}) {
  const fetchGuarded = guardedFetch(options);
  return (url: string): Promise<FetchedImage> => fetchGuarded(url, IMAGE);
}
