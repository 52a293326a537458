import { useState } from 'react';
import { useActivateNfts, useDeleteNft, useSetNftToday, useTodayPlayers } from '@app/shared/client/admin';
import type { AdminNft } from '@app/shared/schemas/admin';
import { toast } from '../../../lib/toast';
import { ConfirmButton } from './confirm-button';
import { EditNftButton } from './edit-nft-dialog';
import { formatDay, lastPlayedText, repeatWarning } from './last-played';

const PLACEHOLDER = '/favicon.svg';
/** On a phone a cell is a line of the NFT's card, beside its image. */
const DETAIL = 'max-md:col-start-3';

function thumbnailUrl(nft: AdminNft): string {
  return nft.imageUrl.startsWith('http') ? nft.imageUrl : PLACEHOLDER;
}

/** One NFT: a table row from md up, a card on a phone. */
export function NftRow({
  nft,
  selected,
  onSelect,
}: {
  nft: AdminNft;
  selected: boolean;
  onSelect: (on: boolean) => void;
}) {
  const [broken, setBroken] = useState(false);
  return (
    <tr
      className="border-t border-slate-200 max-md:grid max-md:grid-cols-[auto_auto_minmax(0,1fr)] max-md:gap-x-3 max-md:rounded-xl max-md:border max-md:p-3 dark:border-slate-800"
      data-testid={`nft-row-${nft.nftId}`}
    >
      <td className="max-md:row-span-5">
        {!nft.active && (
          <label className="flex min-h-11 min-w-11 items-center justify-center">
            <input type="checkbox" checked={selected} onChange={(event) => onSelect(event.target.checked)} />
            <span className="sr-only">Select {nft.name} to activate</span>
          </label>
        )}
      </td>
      <td className="relative py-2 max-md:row-span-5">
        <img
          src={broken ? PLACEHOLDER : thumbnailUrl(nft)}
          onError={() => setBroken(true)}
          alt=""
          className={`h-10 w-10 rounded object-cover max-md:h-14 max-md:w-14 ${nft.active ? '' : 'opacity-40'}`}
        />
        {!nft.active && (
          <span className="absolute inset-0 flex items-center justify-center text-[10px] font-bold">Inactive</span>
        )}
      </td>
      <td className={`${DETAIL} max-md:font-bold max-md:break-words`}>{nft.name}</td>
      <td className={DETAIL}>
        #{nft.nftId}
        <span className="md:hidden"> · {nft.collection ?? 'No collection'}</span>
      </td>
      <td className="max-md:hidden">{nft.collection ?? '—'}</td>
      <td className={DETAIL}>
        {nft.setForDate ? (
          <>
            <span className="md:hidden">Scheduled </span>
            {formatDay(nft.setForDate)}
          </>
        ) : (
          'Not scheduled'
        )}
      </td>
      <td className={DETAIL} data-testid="last-played">
        {lastPlayedText(nft)}
      </td>
      <td className={DETAIL}>
        {nft.throwbackThursday ? (
          <span className="inline-block rounded bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">
            Throwback Thursday
          </span>
        ) : (
          'Regular'
        )}
      </td>
      <td className="max-md:col-span-3 max-md:mt-2">
        <div className="flex gap-1 whitespace-nowrap max-md:flex-wrap max-md:gap-2">
          <RowActions nft={nft} />
        </div>
      </td>
    </tr>
  );
}

function RowActions({ nft }: { nft: AdminNft }) {
  const deleteNft = useDeleteNft();
  const setToday = useSetNftToday();
  const activate = useActivateNfts();

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

  async function activateOne() {
    try {
      await activate.mutateAsync([nft.id]);
      toast({ title: 'NFT Activated', description: `${nft.name} can be played.` });
    } catch (error) {
      console.error(error);
      toast({ title: 'Error', description: 'Failed to activate the NFT. Please try again.', variant: 'destructive' });
    }
  }

  return (
    <>
      <EditNftButton nft={nft} />
      {nft.active ? (
        <ConfirmButton
          className="btn-ghost min-h-11 px-2"
          aria-label={`Set today: ${nft.name}`}
          title={`Play ${nft.name} today?`}
          description={<SetTodayWarning nft={nft} />}
          confirmLabel="Set for Today"
          onConfirm={() => void playToday()}
        >
          Set today
        </ConfirmButton>
      ) : (
        // An inactive NFT cannot play today: the action it needs first takes the place of "Set today".
        <button
          type="button"
          className="btn-ghost min-h-11 px-2"
          aria-label={`Activate ${nft.name}`}
          disabled={activate.isPending}
          onClick={() => void activateOne()}
        >
          Activate
        </button>
      )}
      <ConfirmButton
        className="btn-ghost min-h-11 px-2 text-red-700 dark:text-red-400"
        aria-label={`Delete ${nft.name}`}
        title={`Delete ${nft.name}?`}
        description="Are you sure you want to delete this NFT? If a round has used it, it is kept but marked inactive."
        confirmLabel="Delete"
        onConfirm={() => void remove()}
      >
        Delete
      </ConfirmButton>
    </>
  );
}

/** What Set today does to those who played already: their game of the day stays over, so none scores twice. */
function SetTodayWarning({ nft }: { nft: AdminNft }) {
  const today = useTodayPlayers();
  const played = today.data
    ? `${today.data.players} ${today.data.players === 1 ? 'player has' : 'players have'} already played today`
    : today.isError
      ? "Today's players could not be counted"
      : "Counting today's players…";
  return (
    <>
      Today's round is replaced at once. {played}: their game of the day stays over and they are told why. Everyone else
      starts over on this NFT. {repeatWarning(nft)}
    </>
  );
}
