import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeAccountID } from 'xrpl';
import { fetchDemoImage } from '../../src/adapters/image-source/local-demo';
import { fakeTokenId, type FakeNft } from './fake-clio';
import { startFakeRippled, type FakeRippled } from './fake-rippled';

/** A collection on the fake ledger: its issuer's address and the hex form NFTokenIDs embed. */
export interface FakeCollection {
  issuer: string;
  issuerHex: string;
}

/** A fake Clio ledger and a local host for NFT metadata and images, as the lookup and the import read them. */
export interface NftWorld {
  rippled: FakeRippled;
  /** The local host's root URL: /meta/<name>.json, /image.png, /hang.json. */
  host: string;
  /** Metadata JSON by path (/meta/<name>.json); a missing one answers 404. */
  metadata: Map<string, unknown>;
  /** Metadata requests received, in order. */
  hostRequests: string[];
  collection(seed: number): FakeCollection;
  /** Adds an NFT whose metadata is served at /meta/<id>.json; answers it. */
  mint(
    collection: FakeCollection,
    serial: number,
    metadata: unknown,
    options?: { taxon?: number; burned?: boolean },
  ): FakeNft;
  close(): Promise<void>;
}

export async function startNftWorld(): Promise<NftWorld> {
  const rippled = await startFakeRippled();
  const metadata = new Map<string, unknown>();
  const hostRequests: string[] = [];
  const image = await fetchDemoImage('demo:sigma-frog-385.png');
  const hanging: ServerResponse[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? '/';
    hostRequests.push(path);
    if (path === '/hang.json') return void hanging.push(res);
    if (path === '/image.png') return void res.writeHead(200, { 'content-type': image.contentType }).end(image.bytes);
    if (!metadata.has(path)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(metadata.get(path)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    rippled,
    host,
    metadata,
    hostRequests,
    collection(seed) {
      const bytes = Buffer.alloc(20, seed);
      return { issuer: encodeAccountID(bytes), issuerHex: bytes.toString('hex').toUpperCase() };
    },
    mint(collection, serial, json, options = {}) {
      const taxon = options.taxon ?? 0;
      const nft: FakeNft = {
        nft_id: fakeTokenId(collection.issuerHex, taxon, serial),
        issuer: collection.issuer,
        owner: collection.issuer,
        nft_taxon: taxon,
        nft_serial: serial,
        uri: `${host}/meta/${collection.issuerHex.slice(0, 4)}-${taxon}-${serial}.json`,
        is_burned: options.burned ?? false,
      };
      metadata.set(new URL(nft.uri).pathname, json);
      rippled.nfts.push(nft);
      return nft;
    },
    async close() {
      hanging.forEach((res) => res.destroy());
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rippled.close();
    },
  };
}
