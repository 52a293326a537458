import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FetchedImage } from './types';

export const DEMO_IMAGES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'db', 'seed', 'images');

/** `demo:<file>.png`: an image shipped with the demo seed. Only plain file names are accepted. */
export async function fetchDemoImage(url: string): Promise<FetchedImage> {
  const file = url.slice('demo:'.length);
  if (!/^[a-z0-9][a-z0-9-]*\.png$/.test(file)) throw new Error(`not a demo image name: ${file}`);
  return { bytes: await readFile(join(DEMO_IMAGES_DIR, file)), contentType: 'image/png' };
}
