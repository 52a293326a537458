import { httpImageSource, type HttpImageOptions } from './http-image-source';
import { fetchDemoImage } from './local-demo';
import type { ImageSource } from './types';

/** Routes `demo:` URLs to the images shipped with the seed and http(s)/ipfs URLs to the bounded network fetch. */
export function createImageSource(options: HttpImageOptions = {}): ImageSource {
  const fetchRemote = httpImageSource(options);
  return {
    fetchImage: (url) => (url.startsWith('demo:') ? fetchDemoImage(url) : fetchRemote(url)),
  };
}
