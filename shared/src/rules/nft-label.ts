import type { RevealedNft } from '../schemas/game';

/** The NFT as a player reads it: its name, with "#id" added only when the name does not already carry it. */
export function nftLabel(nft: Pick<RevealedNft, 'name' | 'nftId'>): string {
  return nft.name.includes(`#${nft.nftId}`) ? nft.name : `${nft.name} #${nft.nftId}`;
}
