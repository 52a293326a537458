import { describe, expect, it } from 'vitest';
import type { LedgerNft } from '../../adapters/nft-source/types';
import { describeNft, normaliseUri } from './describe';

const nft: LedgerNft = { nftTokenId: 'A'.repeat(64), issuer: 'rIssuer', taxon: 0, serial: 9, uri: null, burned: false };
const GATEWAY = 'https://gateway.example/ipfs/';
const read = (metadata: unknown) => describeNft(nft, 'ipfs://meta.json', metadata, GATEWAY);

describe('reading an NFT from its metadata', () => {
  it.each([
    [{ name: 'Frog #0385', number: 7 }, '385', 'name'],
    [{ name: 'Frog', number: 7 }, '7', 'metadata'],
    [{ name: 'Frog', edition: '#012' }, '12', 'metadata'],
    [{ name: 'Frog', attributes: [{ trait_type: 'number', value: 44 }] }, '44', 'metadata'],
    [{ name: 'Frog', attributes: [{ trait_type: 'Eyes', value: 3 }] }, '9', 'serial'],
    [{ name: 'Frog', number: 'seven' }, '9', 'serial'],
  ])('%j plays as #%s (from its %s)', (fields, number, source) => {
    const filled = read({ image: 'https://img.example/frog.png', ...fields });
    expect([filled.nftId, filled.numberSource, filled.active]).toEqual([number, source, source !== 'serial']);
  });

  it('takes the collection from the metadata (a name or an object), else from the name before its number', () => {
    const image = 'https://img.example/frog.png';
    expect(read({ name: 'Frog #1', image, collection: 'Frogs' }).collection).toBe('Frogs');
    expect(read({ name: 'Frog #1', image, collection: { name: 'Pond Frogs' } }).collection).toBe('Pond Frogs');
    expect(read({ name: 'Lily Frog #1', image }).collection).toBe('Lily Frog');
  });

  it('keeps an ipfs image as ipfs:// and previews it through the gateway; a bare CID is an ipfs URL', () => {
    const cid = `bafy${'a'.repeat(55)}`;
    expect(read({ name: 'Frog #1', image: `${cid}/frog.png` })).toMatchObject({
      imageUrl: `ipfs://${cid}/frog.png`,
      previewUrl: `${GATEWAY}${cid}/frog.png`,
    });
    expect(normaliseUri('https://host.example/1.json')).toBe('https://host.example/1.json');
    expect(() => read({ name: 'Frog #1' })).toThrow('The metadata names no image');
    expect(read({ image: 'https://img.example/1.png' }).name).toBe('NFT 9');
  });
});
