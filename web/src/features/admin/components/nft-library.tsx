import { useState } from 'react';
import { useActivateNfts, useAdminNfts, useResetLeaderboards } from '@app/shared/client/admin';
import { countOf } from '@app/shared/rules/plural';
import { toast } from '../../../lib/toast';
import { ConfirmButton } from './confirm-button';
import { pageOf, searchNfts } from './library-page';
import { NftRow } from './nft-row';
import { ReasonButton } from './reason-button';
import { inputClass } from './text-field';

const NFTS = { one: 'NFT', other: 'NFTs' };

/**
 * NFT Library: every NFT with its schedule and type, searched by name, number or collection
 * and shown a page at a time; edit, set for today, delete, or activate many at once.
 */
export function NftLibrary() {
  const nfts = useAdminNfts(true);
  const resetLeaderboards = useResetLeaderboards();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const found = searchNfts(nfts.data ?? [], search);
  const { rows, pages } = pageOf(found, page);
  const shownPage = Math.min(page, pages);

  async function reset() {
    try {
      await resetLeaderboards.mutateAsync(undefined);
      toast({ title: 'Leaderboards Reset', description: 'All leaderboard data has been cleared' });
    } catch {
      toast({ title: 'Error', description: 'Failed to reset leaderboards', variant: 'destructive' });
    }
  }

  function toggle(id: number, on: boolean) {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
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
        <>
          <ActivateBar selected={selected} onDone={() => setSelected(new Set())} />
          <label className="mt-3 flex flex-col gap-1 text-sm font-medium">
            Search the library
            <input
              type="search"
              className={inputClass}
              placeholder="Name, number or collection"
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
            />
          </label>
          <p className="mt-2 text-sm" role="status">
            {search.trim() ? `${countOf(found.length, NFTS)} found` : countOf(found.length, NFTS)}
            {pages > 1 && `, page ${shownPage} of ${pages}`}
          </p>
          {/* On a phone each NFT is a card, its actions in reach; from md up, a table. */}
          <div className="mt-4 md:overflow-x-auto" tabIndex={0} role="group" aria-label="NFT Library table">
            <table className="w-full text-sm max-md:block md:[&_td]:px-1 md:[&_th]:px-1">
              <thead className="max-md:sr-only">
                <tr className="text-left text-xs text-slate-600 dark:text-slate-400">
                  <th scope="col" className="py-2">
                    <span className="sr-only">Select</span>
                  </th>
                  <th scope="col">Image</th>
                  <th scope="col">Name</th>
                  <th scope="col">NFT ID</th>
                  <th scope="col">Collection</th>
                  <th scope="col">Scheduled</th>
                  <th scope="col">Last played</th>
                  <th scope="col">Type</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody className="max-md:flex max-md:flex-col max-md:gap-3">
                {rows.map((nft) => (
                  <NftRow
                    key={nft.id}
                    nft={nft}
                    selected={selected.has(nft.id)}
                    onSelect={(on) => toggle(nft.id, on)}
                  />
                ))}
              </tbody>
            </table>
          </div>
          {pages > 1 && <Pager page={shownPage} pages={pages} onPage={setPage} />}
        </>
      )}
    </section>
  );
}

/** Previous and next page of the library. */
function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  return (
    <nav className="mt-3 flex items-center gap-2" aria-label="Library pages">
      <button type="button" className="btn-secondary" disabled={page === 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span className="text-sm">
        Page {page} of {pages}
      </span>
      <button type="button" className="btn-secondary" disabled={page === pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}

/** Activates the ticked inactive NFTs at once: an import kept inactive for review goes live in one step. */
function ActivateBar({ selected, onDone }: { selected: ReadonlySet<number>; onDone: () => void }) {
  const activate = useActivateNfts();
  async function run() {
    try {
      const { activated } = await activate.mutateAsync([...selected]);
      toast({ title: 'NFTs Activated', description: `${countOf(activated, NFTS)} activated.` });
      onDone();
    } catch (failure) {
      console.error(failure);
      toast({ title: 'Error', description: 'Failed to activate the NFTs. Please try again.', variant: 'destructive' });
    }
  }
  const reason = selected.size === 0 ? 'Tick inactive NFTs in the list to activate them.' : null;
  return (
    <div className="mt-3">
      <ReasonButton
        className="btn-secondary min-h-11"
        disabledReason={activate.isPending ? 'Activating…' : reason}
        onClick={() => void run()}
      >
        {selected.size === 0 ? 'Activate selected' : `Activate ${countOf(selected.size, NFTS)}`}
      </ReasonButton>
    </div>
  );
}
