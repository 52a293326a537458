import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageSource } from './composite';
import { httpImageSource, isPrivateAddress, resolveIpfs } from './http-image-source';
import { fetchDemoImage } from './local-demo';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
let server: Server;
let base: string;

/** Writes 512-byte chunks until the client goes away: only a streaming size check stops it. */
function endless(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'image/png' });
  const timer = setInterval(() => res.write(Buffer.alloc(512)), 5);
  res.on('close', () => clearInterval(timer));
}

const ROUTES: Record<string, (res: ServerResponse) => void> = {
  '/image.png': (res) => res.writeHead(200, { 'content-type': 'image/png' }).end(PNG),
  '/ipfs/bafyexample/art/1.png': (res) => res.writeHead(200, { 'content-type': 'image/png; charset=binary' }).end(PNG),
  '/page.html': (res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>'),
  '/untyped': (res) => res.writeHead(200).end(PNG),
  '/huge.png': (res) => res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(2048)),
  // Declares its size up front, then stalls: only the Content-Length check can refuse it in time.
  '/declared.png': (res) => res.writeHead(200, { 'content-type': 'image/png', 'content-length': '4096' }).write(PNG),
  '/endless.png': endless,
  '/r1': (res) => res.writeHead(302, { location: '/image.png' }).end(),
  '/r2': (res) => res.writeHead(301, { location: '/r1' }).end(),
  '/r3': (res) => res.writeHead(307, { location: '/r2' }).end(),
  '/r4': (res) => res.writeHead(302, { location: '/r3' }).end(),
  '/to-file': (res) => res.writeHead(302, { location: 'file:///etc/passwd' }).end(),
  '/silent.png': () => undefined,
  '/stalls.png': (res) => res.writeHead(200, { 'content-type': 'image/png' }).write(PNG),
};

beforeAll(async () => {
  server = createServer((req, res) => (ROUTES[req.url ?? ''] ?? ((r) => r.writeHead(404).end()))(res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const local = (options = {}) => httpImageSource({ allowPrivate: true, timeoutMs: 400, maxBytes: 1024, ...options });

describe('the network image source', () => {
  it('fetches an image with its content type', async () => {
    expect(await local()(`${base}/image.png`)).toEqual({ bytes: PNG, contentType: 'image/png' });
  });

  it('follows up to three redirects, checking each hop', async () => {
    expect((await local()(`${base}/r3`)).bytes).toEqual(PNG);
    await expect(local()(`${base}/r4`)).rejects.toThrow('More than 3 redirects');
    await expect(local()(`${base}/to-file`)).rejects.toThrow('Unsupported image URL scheme file:');
  });

  it.each([
    ['/page.html', 'Not an image (text/html)'],
    ['/untyped', 'Not an image (no content type)'],
    ['/huge.png', 'The image is larger than 1024 bytes'],
    ['/endless.png', 'The image is larger than 1024 bytes'],
    ['/declared.png', 'The image is larger than 1024 bytes'],
    ['/missing.png', 'The image host answered 404'],
    ['/silent.png', 'The image host did not answer within 400 ms'],
    ['/stalls.png', 'The image host did not answer within 400 ms'],
  ])('refuses %s', async (path, message) => {
    await expect(local()(base + path)).rejects.toThrow(message);
  });

  it('refuses loopback hosts unless allowed, by address or by name', async () => {
    const strict = httpImageSource({ timeoutMs: 400 });
    const port = (server.address() as AddressInfo).port;
    for (const host of ['127.0.0.1', 'localhost', '[::ffff:127.0.0.1]', '[::1]']) {
      await expect(strict(`http://${host}:${port}/image.png`)).rejects.toThrow(
        'Refusing to fetch an image from a private address',
      );
    }
  });

  it('connects to the address it checked: a name resolving to loopback is refused at connect time', async () => {
    const port = (server.address() as AddressInfo).port;
    const lookups: string[] = [];
    const lookup = ((hostname: string, _options: object, callback: (error: null, addresses: object[]) => void) => {
      lookups.push(hostname);
      callback(null, [{ address: '127.0.0.1', family: 4 }]);
    }) as unknown as typeof import('node:dns').lookup;
    const strict = httpImageSource({ timeoutMs: 400, lookup });
    await expect(strict(`http://images.example:${port}/image.png`)).rejects.toThrow(
      'Refusing to fetch an image from a private address (images.example)',
    );
    const allowed = httpImageSource({ timeoutMs: 400, lookup, allowPrivate: true });
    expect((await allowed(`http://images.example:${port}/image.png`)).bytes).toEqual(PNG);
    expect(lookups).toEqual(['images.example', 'images.example']);
  });

  it('refuses other schemes', async () => {
    await expect(local()('file:///etc/passwd')).rejects.toThrow('Unsupported image URL scheme file:');
    await expect(local()('data:image/png;base64,AAAA')).rejects.toThrow('Unsupported image URL scheme data:');
  });

  it('reads ipfs:// through the configured gateway', async () => {
    const viaGateway = local({ ipfsGateway: `${base}/ipfs/` });
    expect((await viaGateway('ipfs://bafyexample/art/1.png')).contentType).toBe('image/png');
    expect(resolveIpfs('ipfs://ipfs/bafy/x.png')).toBe('https://ipfs.io/ipfs/bafy/x.png');
    expect(resolveIpfs('ipfs://bafy/x.png', 'https://gw.example/ipfs')).toBe('https://gw.example/ipfs/bafy/x.png');
    expect(resolveIpfs('https://a.example/x.png')).toBe('https://a.example/x.png');
  });
});

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '192.168.0.1',
    '172.16.5.4',
    '172.31.255.255',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::',
    '::1',
    'fd00::1',
    'fe80::1',
    'febf::1',
    '::ffff:10.0.0.1',
    '::ffff:7f00:1',
    'not-an-ip',
  ])('%s is private', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700::1', '::ffff:8.8.8.8'])('%s is public', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});

describe('demo images', () => {
  it('reads a shipped image', async () => {
    const image = await fetchDemoImage('demo:bwif-pup-7.png');
    expect(image.contentType).toBe('image/png');
    expect(image.bytes.subarray(0, 8)).toEqual(PNG.subarray(0, 8));
  });

  it.each([
    'demo:../../package.json',
    'demo:..%2f..%2fpackage.json',
    'demo:/etc/passwd',
    'demo:sub/x.png',
    'demo:.png',
    'demo:x.svg',
    'bwif-pup-7.png',
  ])('refuses %s', async (url) => {
    await expect(fetchDemoImage(url)).rejects.toThrow('Not a demo image name');
  });

  it('says so when the file is missing', async () => {
    await expect(fetchDemoImage('demo:no-such-creature.png')).rejects.toThrow(
      'No demo image named no-such-creature.png',
    );
  });
});

describe('createImageSource', () => {
  it('routes demo: to the shipped files and http to the network, refusing loopback by default', async () => {
    const source = createImageSource({ allowPrivate: true, timeoutMs: 400 });
    expect((await source.fetchImage('demo:classic-crab-150.png')).contentType).toBe('image/png');
    expect((await source.fetchImage(`${base}/image.png`)).bytes).toEqual(PNG);
    await expect(createImageSource().fetchImage(`${base}/image.png`)).rejects.toThrow('private address');
  });
});
