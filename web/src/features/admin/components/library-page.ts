import type { AdminNft } from '@app/shared/schemas/admin';

/** NFTs a page of the library: a year's pool is hundreds. */
const LIBRARY_PAGE_SIZE = 25;

/** The NFTs whose name, number or collection holds the search, ignoring case ('' keeps them all). */
export function searchNfts(nfts: readonly AdminNft[], search: string): AdminNft[] {
  const wanted = search.trim().toLowerCase().replace(/^#/, '');
  if (!wanted) return [...nfts];
  return nfts.filter((nft) =>
    [nft.name, nft.nftId, nft.collection ?? ''].some((text) => text.toLowerCase().includes(wanted)),
  );
}

/** One page of `items` (1 the first), and how many pages there are (at least 1). */
export function pageOf<T>(items: readonly T[], page: number, size = LIBRARY_PAGE_SIZE): { rows: T[]; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const shown = Math.min(Math.max(1, page), pages);
  return { rows: items.slice((shown - 1) * size, shown * size), pages };
}
