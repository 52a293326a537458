import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpImageSource, isPrivateAddress } from './http-image-source';
import { fetchDemoImage } from './local-demo';

const PNG = Buffer.from('89504e470d0a1a0a', 'hex');
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    switch (req.url) {
      case '/image.png':
        res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
        return;
      case '/page.html':
        res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
        return;
      case '/huge.png':
        res.writeHead(200, { 'content-type': 'image/png' });
        res.end(Buffer.alloc(2048));
        return;
      case '/redirect':
        res.writeHead(302, { location: '/image.png' }).end();
        return;
      case '/loop':
        res.writeHead(302, { location: '/loop' }).end();
        return;
      case '/slow.png':
        return; // never answers
      default:
        res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const local = (options = {}) => httpImageSource({ allowPrivate: true, timeoutMs: 300, maxBytes: 1024, ...options });

describe('the network image source', () => {
  it('fetches an image and follows a redirect', async () => {
    expect((await local()(`${base}/image.png`)).bytes).toEqual(PNG);
    expect((await local()(`${base}/redirect`)).contentType).toBe('image/png');
  });

  it.each([
    ['/page.html', /not an image/],
    ['/huge.png', /larger than 1024 bytes/],
    ['/missing.png', /answered 404/],
    ['/loop', /more than 3 redirects/],
    ['/slow.png', /did not answer within 300 ms/],
  ])('refuses %s', async (path, message) => {
    await expect(local()(base + path)).rejects.toThrow(message);
  });

  it('refuses private and loopback hosts unless allowed, and other schemes', async () => {
    await expect(httpImageSource({ timeoutMs: 300 })(`${base}/image.png`)).rejects.toThrow(/private address/);
    await expect(local()('file:///etc/passwd')).rejects.toThrow(/unsupported image URL scheme/);
    expect(['127.0.0.1', '10.1.2.3', '192.168.0.1', '172.16.5.4', '169.254.1.1', '::1', 'fd00::1', '::ffff:10.0.0.1'].every(isPrivateAddress)).toBe(true);
    expect(['8.8.8.8', '172.32.0.1', '2606:4700::1'].some(isPrivateAddress)).toBe(false);
  });
});

describe('demo images', () => {
  it('reads a shipped image and refuses path traversal', async () => {
    expect((await fetchDemoImage('demo:bwif-pup-7.png')).bytes.subarray(0, 8)).toEqual(PNG);
    await expect(fetchDemoImage('demo:../../package.json')).rejects.toThrow(/not a demo image name/);
    await expect(fetchDemoImage('demo:/etc/passwd')).rejects.toThrow(/not a demo image name/);
  });
});
