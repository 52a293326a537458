import { DEMO_NFTS } from '@app/db/demo-nfts';
import { decodeAccountID } from 'xrpl';
import { NftSourceError, type LedgerNft, type MetadataSource, type NftSource } from './types';

/** The issuer of the offline demo collection: its NFTs are the demo pool's, with metadata shipped in the code. */
export const DEMO_ISSUER = 'rw9inVH2Dm6EkynXcASMefCcYv2todfdUs';
const DEMO_TAXON = 1;
const hex = (value: number, width: number) => value.toString(16).toUpperCase().padStart(width, '0');
const ISSUER_HEX = Buffer.from(decodeAccountID(DEMO_ISSUER)).toString('hex').toUpperCase();

/** Flags (transferable), transfer fee, issuer, taxon and serial, as an NFTokenID is laid out. */
const demoTokenId = (serial: number) => `00080000${ISSUER_HEX}${hex(DEMO_TAXON, 8)}${hex(serial, 8)}`;

const DEMO_COLLECTION: LedgerNft[] = DEMO_NFTS.map((nft, index) => ({
  nftTokenId: demoTokenId(index + 1),
  issuer: DEMO_ISSUER,
  taxon: DEMO_TAXON,
  serial: index + 1,
  uri: nft.imageUrl.replace(/\.png$/, '.json'),
  burned: false,
}));

const ONLY_THE_DEMO = `The offline ledger knows only the demo collection of ${DEMO_ISSUER}`;

/** The ledger without a network, for `npm start`: it knows the demo collection and nothing else, and says so. */
export function offlineNftSource(): NftSource {
  return {
    kind: 'offline',
    async nftInfo(nftTokenId) {
      const nft = DEMO_COLLECTION.find((candidate) => candidate.nftTokenId === nftTokenId);
      if (!nft) throw new NftSourceError('not-found', ONLY_THE_DEMO);
      return nft;
    },
    async nftsByIssuer(issuer, taxon) {
      if (issuer !== DEMO_ISSUER) throw new NftSourceError('not-found', ONLY_THE_DEMO);
      return { nfts: taxon === undefined || taxon === DEMO_TAXON ? DEMO_COLLECTION : [] };
    },
  };
}

/** Metadata of the demo collection (`demo:<name>.json`), built from the demo pool. */
function demoMetadata(url: string): unknown {
  const nft = DEMO_NFTS.find((candidate) => candidate.imageUrl.replace(/\.png$/, '.json') === url);
  if (!nft) throw new Error(`No demo metadata at ${url}`);
  return { name: nft.name, description: nft.description, image: nft.imageUrl, collection: { name: nft.collection } };
}

/** Routes `demo:` metadata to the demo pool and everything else to the network fetch. */
export function withDemoMetadata(remote: MetadataSource): MetadataSource {
  return {
    fetchMetadata: async (url) => (url.startsWith('demo:') ? demoMetadata(url) : remote.fetchMetadata(url)),
  };
}
