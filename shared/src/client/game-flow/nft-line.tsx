import { tNodes } from '../i18n/t-nodes';
import { nftLabel } from '../../rules/nft-label';
import type { RevealedNft } from '../../schemas/game';

/**
 * The revealed NFT in a line, its number once ("Drops Dragon #808 · Dragons"): each name isolated,
 * so a right-to-left language keeps the names whole and the separator between them.
 */
export function NftLine({ nft }: { nft: Pick<RevealedNft, 'name' | 'nftId' | 'collection'> }) {
  const label = <bdi>{nftLabel(nft)}</bdi>;
  if (!nft.collection) return label;
  return tNodes('game.nft.withCollection', { nft: label, collection: <bdi>{nft.collection}</bdi> });
}
