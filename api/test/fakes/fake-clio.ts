/** An NFT as Clio's nft_info and nfts_by_issuer list it; `uri` is the plain text the fake hex-encodes. */
export interface FakeNft {
  nft_id: string;
  issuer: string;
  owner: string;
  nft_taxon: number;
  nft_serial: number;
  uri: string;
  is_burned: boolean;
}

/** What Clio's answers read of the fake ledger (FakeRippled has it). */
interface ClioLedger {
  clio: boolean;
  nfts: FakeNft[];
  nftPageSize: number;
}

type Request = Record<string, unknown>;
type Answer = { result: Record<string, unknown> } | { error: string; error_code: number; error_message: string };

/** The validated ledger the fake Clio answers from. */
export const CLIO_LEDGER_INDEX = 95_000_000;
const UNKNOWN_COMMAND: Answer = { error: 'unknownCmd', error_code: 32, error_message: 'Unknown method.' };

/** An NFTokenID laid out as the ledger does (flags, fee, issuer, taxon, serial), from an issuer's 40 hex digits. */
export function fakeTokenId(issuerHex: string, taxon: number, serial: number): string {
  const hex = (value: number) => value.toString(16).toUpperCase().padStart(8, '0');
  return `00080000${issuerHex}${hex(taxon)}${hex(serial)}`;
}

function onLedger(nft: FakeNft): Record<string, unknown> {
  return {
    ...nft,
    uri: Buffer.from(nft.uri, 'utf8').toString('hex').toUpperCase(),
    flags: 8,
    transfer_fee: 0,
    ledger_index: CLIO_LEDGER_INDEX,
  };
}

/** Clio's nft_info: objectNotFound for an id it does not know; unknownCmd on a plain rippled. */
export function nftInfo(fake: ClioLedger, request: Request): Answer {
  if (!fake.clio) return UNKNOWN_COMMAND;
  const nft = fake.nfts.find((candidate) => candidate.nft_id === String(request.nft_id).toUpperCase());
  if (!nft) return { error: 'objectNotFound', error_code: 92, error_message: 'The requested object was not found.' };
  return { result: { ...onLedger(nft), validated: true } };
}

/** Clio's nfts_by_issuer, paged by `limit` (at most fake.nftPageSize) with a marker naming the next offset. */
export function nftsByIssuer(fake: ClioLedger, request: Request): Answer {
  if (!fake.clio) return UNKNOWN_COMMAND;
  const issued = fake.nfts.filter(
    (nft) => nft.issuer === request.issuer && (request.nft_taxon === undefined || nft.nft_taxon === request.nft_taxon),
  );
  const start = typeof request.marker === 'string' ? Number(request.marker.split(':')[1]) : 0;
  const size = Math.min(Number(request.limit ?? fake.nftPageSize), fake.nftPageSize);
  const page = issued.slice(start, start + size);
  const result: Record<string, unknown> = {
    issuer: request.issuer,
    nfts: page.map(onLedger),
    limit: size,
    ledger_index: CLIO_LEDGER_INDEX,
    validated: true,
  };
  if (start + page.length < issued.length) result.marker = `page:${start + page.length}`;
  return { result };
}
