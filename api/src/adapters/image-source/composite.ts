import { httpImageSource, type HttpImageOptions } from './http-image-source';
import { fetchDemoImage } from './local-demo';
import type { ImageSource } from './types';

/** Demo images from the repository, everything else from the network. */
export function createImageSource(options: HttpImageOptions = {}): ImageSource {
  const fetchRemote = httpImageSource(options);
  return {
    fetchImage: (url) => (url.startsWith('demo:') ? fetchDemoImage(url) : fetchRemote(url)),
  };
}
