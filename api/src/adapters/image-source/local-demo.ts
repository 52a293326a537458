import { readFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FetchedImage } from './types';

export const DEMO_IMAGES_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  '..',
  'db',
  'seed',
  'images',
);

const DEMO_FILE = /^[a-z0-9][a-z0-9-]{0,99}\.png$/;

/** `demo:<file>.png`: an image shipped with the demo seed. Only a plain file name in that folder is accepted. */
export async function fetchDemoImage(url: string): Promise<FetchedImage> {
  const file = url.startsWith('demo:') ? url.slice('demo:'.length) : '';
  const path = join(DEMO_IMAGES_DIR, file);
  const inside = relative(DEMO_IMAGES_DIR, path);
  if (!DEMO_FILE.test(file) || inside.startsWith('..') || inside.includes(sep)) {
    throw new Error(`Not a demo image name: ${JSON.stringify(file.slice(0, 120))}`);
  }
  try {
    return { bytes: await readFile(path), contentType: 'image/png' };
  } catch {
    throw new Error(`No demo image named ${file}`);
  }
}
