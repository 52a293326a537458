import { convertHexToString, RippledError, type NFToken } from 'xrpl';
import { explain, rippledCode, sharedConnection } from '../ledger/xrpl-ledger';
import { NftSourceError, type LedgerNft, type NftSource } from './types';

const DEFAULT_TIMEOUT_MS = 10_000;
const PAGE_SIZE = 100;
const UNSUPPORTED = new Set(['unknownCmd', 'notSupported', 'invalidParams_nft_info']);

/** Where the next page starts: Clio's marker and the ledger the first page read. */
interface PageMarker {
  marker: unknown;
  ledgerIndex: number | 'validated';
}

export interface XrplNftSourceOptions {
  /** A ws:// or wss:// server offering Clio's nft_info and nfts_by_issuer. */
  url: string;
  timeoutMs?: number;
}

/** Reads NFTs through xrpl.js from a Clio server (NFT_API_URL, else XRPL_URL). */
export function xrplNftSource(options: XrplNftSourceOptions): NftSource {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const connection = sharedConnection(options.url, timeoutMs);

  const failure = (method: string, error: unknown): NftSourceError => {
    const code = error instanceof RippledError ? rippledCode(error) : undefined;
    if (code === 'objectNotFound' || code === 'actNotFound')
      return new NftSourceError('not-found', explain(error, timeoutMs));
    if (code && UNSUPPORTED.has(code)) {
      return new NftSourceError(
        'unsupported',
        `The ledger server does not offer ${method} (a Clio method): set NFT_API_URL to a Clio server`,
      );
    }
    return new NftSourceError('unavailable', `The ledger did not answer ${method}: ${explain(error, timeoutMs)}`);
  };

  return {
    kind: 'xrpl',
    async nftInfo(nftTokenId) {
      try {
        const client = await connection.get();
        const { result } = await client.request({ command: 'nft_info', nft_id: nftTokenId, ledger_index: 'validated' });
        return fromLedger(result);
      } catch (error) {
        throw failure('nft_info', error);
      }
    },
    async nftsByIssuer(issuer, taxon, marker) {
      const resume = marker as PageMarker | undefined;
      try {
        const client = await connection.get();
        const { result } = await client.request({
          command: 'nfts_by_issuer',
          issuer,
          ledger_index: resume?.ledgerIndex ?? 'validated',
          limit: PAGE_SIZE,
          ...(taxon === undefined ? {} : { nft_taxon: taxon }),
          ...(resume ? { marker: resume.marker } : {}),
        });
        if (result.marker == null) return { nfts: result.nfts.map(fromLedger) };
        // A marker belongs to the ledger it came from; the next page reads that same ledger.
        const ledgerIndex = (result as { ledger_index?: number }).ledger_index ?? resume?.ledgerIndex ?? 'validated';
        return {
          nfts: result.nfts.map(fromLedger),
          marker: { marker: result.marker, ledgerIndex } satisfies PageMarker,
        };
      } catch (error) {
        const problem = failure('nfts_by_issuer', error);
        // An account the ledger does not know has issued nothing.
        if (problem.reason === 'not-found') return { nfts: [] };
        throw problem;
      }
    },
    close: () => connection.close(),
  };
}

function fromLedger(token: NFToken): LedgerNft {
  return {
    nftTokenId: token.nft_id.toUpperCase(),
    issuer: token.issuer,
    taxon: token.nft_taxon,
    serial: token.nft_serial,
    uri: token.uri ? convertHexToString(token.uri) : null,
    burned: token.is_burned,
  };
}
