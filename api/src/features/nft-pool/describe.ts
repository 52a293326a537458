import { parseGuess } from '@app/shared/rules/guess';
import type { NftLookup } from '@app/shared/schemas/nft-pool';
import { resolveIpfs } from '../../adapters/http/guarded-fetch';
import type { LedgerNft } from '../../adapters/nft-source/types';

type Metadata = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Canonical digits of a number or a digit string ("#0385" -> "385"); null for anything else. */
function digitsOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return String(value);
  if (typeof value !== 'string') return null;
  const parsed = parseGuess(value);
  return parsed.ok ? parsed.digits : null;
}

/** The metadata's number or edition, at the top level or among the attributes. */
function metadataNumber(metadata: Metadata): string | null {
  for (const key of ['number', 'edition']) {
    const found = digitsOf(metadata[key]);
    if (found) return found;
  }
  const attributes = Array.isArray(metadata.attributes) ? (metadata.attributes as Metadata[]) : [];
  const attribute = attributes.find((entry) => /^(number|edition)$/i.test(String(entry?.trait_type ?? '')));
  return attribute ? digitsOf(attribute.value) : null;
}

/** The number players guess: the name's `#1234`, else the metadata's number/edition, else the NFT's serial. */
function numberOf(name: string, metadata: Metadata, serial: number): Pick<NftLookup, 'nftId' | 'numberSource'> {
  const inName = /#\s*(\d{1,10})\b/.exec(name)?.[1];
  if (inName) return { nftId: digitsOf(inName)!, numberSource: 'name' };
  const inMetadata = metadataNumber(metadata);
  if (inMetadata) return { nftId: inMetadata, numberSource: 'metadata' };
  return { nftId: String(serial), numberSource: 'serial' };
}

function collectionOf(metadata: Metadata, name: string): string {
  const collection = metadata.collection;
  const named = text(collection) ?? text((collection as Metadata | undefined)?.name);
  return named ?? name.replace(/#\s*\d+.*$/, '').trim();
}

/** A bare IPFS CID stored as the URI is an ipfs:// URL. */
export function normaliseUri(uri: string): string {
  return /^(Qm[1-9A-HJ-NP-Za-km-z]{44}|b[a-z2-7]{58,})(\/.*)?$/.test(uri) ? `ipfs://${uri}` : uri;
}

/** The Add NFT form's fields from the ledger's NFT and its metadata JSON; throws when the metadata has no image. */
export function describeNft(nft: LedgerNft, metadataUrl: string, json: unknown, ipfsGateway: string): NftLookup {
  const metadata = (json && typeof json === 'object' ? json : {}) as Metadata;
  const name = text(metadata.name) ?? `NFT ${nft.serial}`;
  const image = text(metadata.image) ?? text(metadata.image_url) ?? text(metadata.imageUrl);
  if (!image) throw new Error('The metadata names no image');
  const imageUrl = normaliseUri(image);
  const number = numberOf(name, metadata, nft.serial);
  return {
    nftTokenId: nft.nftTokenId,
    issuer: nft.issuer,
    taxon: nft.taxon,
    serial: nft.serial,
    metadataUrl,
    name,
    ...number,
    collection: collectionOf(metadata, name),
    creator: nft.issuer,
    imageUrl,
    previewUrl: /^https?:/.test(imageUrl) || imageUrl.startsWith('ipfs://') ? resolveIpfs(imageUrl, ipfsGateway) : null,
    description: text(metadata.description) ?? '',
    // A number only the serial gives is one no player could know.
    active: number.numberSource !== 'serial',
  };
}
