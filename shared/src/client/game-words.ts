import type { RankChange, RevealedNft } from '../schemas/game';

/** The NFT as a player reads it: its name, with "#id" added only when the name does not already carry it. */
export function nftLabel(nft: Pick<RevealedNft, 'name' | 'nftId'>): string {
  return nft.name.includes(`#${nft.nftId}`) ? nft.name : `${nft.name} #${nft.nftId}`;
}

/** A scoring guess's move on the weekly board, said in a line; null when the rank did not move up. */
export function rankChangeLine(change: RankChange | null): string | null {
  if (!change) return null;
  if (change.from === null) return `You entered the board at #${change.to}`;
  const places = change.from - change.to;
  if (places <= 0) return null;
  return `You moved up ${places} ${places === 1 ? 'place' : 'places'} to #${change.to}`;
}
