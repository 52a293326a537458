import { useState } from 'react';
import { useAdminNfts, useDeleteNft, useResetLeaderboards, useSetNftToday } from '@app/shared/client/admin';
import type { AdminNft } from '@app/shared/schemas/admin';
import { toast } from '../../../lib/toast';
import { ConfirmButton } from './confirm-button';
import { ScrollTable } from '../../../components/scroll-table';

const PLACEHOLDER = '/favicon.svg';
const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** NFT Library: every NFT with its schedule and type, set for today or delete. */
export function NftLibrary() {
  const nfts = useAdminNfts(true);
  const resetLeaderboards = useResetLeaderboards();

  async function reset() {
    try {
      await resetLeaderboards.mutateAsync(undefined);
      toast({ title: 'Leaderboards Reset', description: 'All leaderboard data has been cleared' });
    } catch {
      toast({ title: 'Error', description: 'Failed to reset leaderboards', variant: 'destructive' });
    }
  }

  return (
    <section className="card" aria-labelledby="library-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="library-title" className="text-lg font-bold">
          NFT Library
        </h2>
        <ConfirmButton
          title="Reset both leaderboards?"
          description="Are you sure you want to reset both leaderboards? This cannot be undone."
          confirmLabel="Reset Leaderboards"
          onConfirm={() => void reset()}
        >
          Reset Leaderboards
        </ConfirmButton>
      </div>
      {nfts.data?.length === 0 && (
        <p className="mt-4">
          No NFTs found. Add your first NFT using the form <span className="xl:hidden">above</span>
          <span className="hidden xl:inline">on the left</span>.
        </p>
      )}
      {nfts.data && nfts.data.length > 0 && (
        <ScrollTable label="NFT Library table" className="mt-4">
          <thead>
            <tr className="text-left text-xs text-slate-600 dark:text-slate-400">
              <th scope="col" className="py-2">
                Image
              </th>
              <th scope="col">Name</th>
              <th scope="col">NFT ID</th>
              <th scope="col">Collection</th>
              <th scope="col">Scheduled</th>
              <th scope="col">Type</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {nfts.data.map((nft) => (
              <NftRow key={nft.id} nft={nft} />
            ))}
          </tbody>
        </ScrollTable>
      )}
    </section>
  );
}

function thumbnailUrl(nft: AdminNft): string {
  return nft.imageUrl.startsWith('http') ? nft.imageUrl : PLACEHOLDER;
}

function NftRow({ nft }: { nft: AdminNft }) {
  const deleteNft = useDeleteNft();
  const setToday = useSetNftToday();
  const [broken, setBroken] = useState(false);

  async function remove() {
    if (deleteNft.isPending) return;
    try {
      const result = await deleteNft.mutateAsync(nft.id);
      toast(
        result.nft
          ? { title: 'NFT Marked Inactive', description: 'It was used by a round, so it is kept but inactive.' }
          : { title: 'NFT Deleted' },
      );
    } catch (error) {
      console.error(error);
      toast({ title: 'Error', description: 'Failed to delete NFT. Please try again.', variant: 'destructive' });
    }
  }

  async function playToday() {
    try {
      await setToday.mutateAsync(nft.id);
      toast({ title: 'NFT Set for Today', description: `${nft.name} is today's challenge.` });
    } catch (error) {
      console.error(error);
      toast({ title: 'Error', description: 'Failed to set NFT for today. Please try again.', variant: 'destructive' });
    }
  }

  return (
    <tr
      className={`border-t border-slate-200 dark:border-slate-800 ${nft.active ? '' : 'opacity-50'}`}
      data-testid={`nft-row-${nft.nftId}`}
    >
      <td className="relative py-2">
        <img
          src={broken ? PLACEHOLDER : thumbnailUrl(nft)}
          onError={() => setBroken(true)}
          alt=""
          className="h-10 w-10 rounded object-cover"
        />
        {!nft.active && (
          <span className="absolute inset-0 flex items-center justify-center text-[10px] font-bold">Inactive</span>
        )}
      </td>
      <td>{nft.name}</td>
      <td>#{nft.nftId}</td>
      <td>{nft.collection ?? '—'}</td>
      <td>{nft.setForDate ? dateFormat.format(new Date(`${nft.setForDate}T00:00:00Z`)) : 'Not scheduled'}</td>
      <td>
        {nft.throwbackThursday ? (
          <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">Throwback Thursday</span>
        ) : (
          'Regular'
        )}
      </td>
      <td className="whitespace-nowrap">
        <ConfirmButton
          className="btn-ghost min-h-11 px-2"
          disabled={!nft.active}
          aria-label={`Set today: ${nft.name}`}
          title={`Play ${nft.name} today?`}
          description="Today's round is replaced at once: players' next guess starts over on this NFT."
          confirmLabel="Set for Today"
          onConfirm={() => void playToday()}
        >
          Set today
        </ConfirmButton>
        <ConfirmButton
          className="btn-ghost min-h-11 px-2 text-red-700 dark:text-red-400"
          aria-label={`Delete ${nft.name}`}
          title={`Delete ${nft.name}?`}
          description="Are you sure you want to delete this NFT? One a round has used is kept, marked inactive."
          confirmLabel="Delete"
          onConfirm={() => void remove()}
        >
          Delete
        </ConfirmButton>
      </td>
    </tr>
  );
}
