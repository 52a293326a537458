/** An NFT as the ledger knows it; `uri` decoded from hex, null when the NFT has none. */
export interface LedgerNft {
  nftTokenId: string;
  issuer: string;
  taxon: number;
  serial: number;
  uri: string | null;
  burned: boolean;
}

interface NftPage {
  nfts: LedgerNft[];
  /** Where the next page starts; absent on the last page. */
  marker?: unknown;
}

/**
 * Why the ledger could not answer: it does not know the NFT, it does not offer the
 * method (a rippled without Clio's NFT methods), or it failed.
 */
export class NftSourceError extends Error {
  constructor(
    readonly reason: 'not-found' | 'unsupported' | 'unavailable',
    message: string,
  ) {
    super(message);
  }
}

/** Reads NFTs from the ledger: one by its NFTokenID, or an issuer's page by page. */
export interface NftSource {
  kind: 'xrpl' | 'offline';
  nftInfo(nftTokenId: string): Promise<LedgerNft>;
  nftsByIssuer(issuer: string, taxon: number | undefined, marker?: unknown): Promise<NftPage>;
  close?(): Promise<void>;
}

/** Fetches an NFT's metadata JSON from its URI. */
export interface MetadataSource {
  fetchMetadata(url: string): Promise<unknown>;
}
