import type { NftLookup } from '@app/shared/schemas/nft-pool';
import { NftSourceError, type LedgerNft } from '../../adapters/nft-source/types';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { describeNft, normaliseUri } from './describe';

type LookupCtx = Pick<Ctx, 'nftSource' | 'nftMetadata' | 'settings'>;

/** The NFTokenID in what the admin pasted: the id itself, or an explorer or marketplace URL containing it. */
function extractTokenId(pasted: string): string {
  const found = /(?:^|[^0-9a-f])([0-9a-f]{64})(?![0-9a-f])/i.exec(pasted.trim());
  if (!found) {
    throw new AppError(
      'BAD_REQUEST',
      'Not an NFTokenID: paste its 64 hexadecimal characters, or an explorer or marketplace URL that contains it',
      { field: 'nftTokenId' },
    );
  }
  return found[1]!.toUpperCase();
}

/** The ledger's failure as the admin should read it: unknown (404), or the ledger server's fault (502). */
function ledgerFailure(error: unknown, nftTokenId: string): AppError {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof NftSourceError && error.reason === 'not-found') {
    return new AppError('NOT_FOUND', `The ledger does not know the NFT ${nftTokenId}: ${message}`);
  }
  const unsupported = error instanceof NftSourceError && error.reason === 'unsupported';
  return new AppError('BAD_GATEWAY', unsupported ? message : `${message}; check NFT_API_URL`);
}

/** Fetches and reads the NFT's metadata; throws an Error whose message says what failed. */
export async function readLedgerNft({ ctx, input: nft }: { ctx: LookupCtx; input: LedgerNft }): Promise<NftLookup> {
  if (!nft.uri) throw new Error('The NFT has no URI, so no metadata');
  const metadataUrl = normaliseUri(nft.uri);
  const json = await ctx.nftMetadata.fetchMetadata(metadataUrl);
  return describeNft(nft, metadataUrl, json, ctx.settings.ipfsGateway);
}

/** The Add NFT form filled from the ledger and the NFT's metadata, without saving anything. */
export async function lookupNft({ ctx, input: pasted }: { ctx: LookupCtx; input: string }): Promise<NftLookup> {
  const nftTokenId = extractTokenId(pasted);
  const nft = await ctx.nftSource.nftInfo(nftTokenId).catch((error: unknown) => {
    throw ledgerFailure(error, nftTokenId);
  });
  if (nft.burned) throw new AppError('UNPROCESSABLE', `The NFT ${nftTokenId} was burned: it cannot be a round`);
  try {
    return await readLedgerNft({ ctx, input: nft });
  } catch (error) {
    throw new AppError('BAD_GATEWAY', `Could not read the NFT's metadata: ${(error as Error).message}`);
  }
}
