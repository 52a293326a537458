import { useState, type FormEvent } from 'react';
import { ApiError } from '@app/shared/client/api-fetch';
import { useNftLookup } from '@app/shared/client/nft-pool';
import type { NftLookup } from '@app/shared/schemas/nft-pool';
import { ReasonButton } from './reason-button';
import { TextField } from './text-field';

/** The server's message for a failed call, else a generic one. */
export function failureMessage(failure: unknown, fallback: string): string {
  return (failure instanceof ApiError && failure.serverMessage) || fallback;
}

/** Look up by NFTokenID: the ledger and the NFT's metadata fill the Add New NFT form, for the admin to check and save. */
export function NftLookupCard({ onFilled }: { onFilled: (lookup: NftLookup) => void }) {
  const [pasted, setPasted] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [found, setFound] = useState<NftLookup | null>(null);
  const lookup = useNftLookup();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setFound(null);
    try {
      const result = await lookup.mutateAsync(pasted);
      setFound(result);
      onFilled(result);
    } catch (failure) {
      setError(failureMessage(failure, 'The lookup failed. Please try again.'));
    }
  }

  return (
    <section className="card" aria-labelledby="lookup-title">
      <h2 id="lookup-title" className="text-lg font-bold">
        Look Up an NFT
      </h2>
      <form className="mt-4 flex flex-col gap-2" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          id="lookup-token"
          label="NFTokenID, or an explorer or marketplace URL"
          value={pasted}
          onChange={setPasted}
          autoComplete="off"
          spellCheck={false}
        />
        <ReasonButton
          type="submit"
          className="btn-primary min-h-11"
          disabledReason={
            lookup.isPending ? 'Looking up…' : pasted.trim() === '' ? 'Paste an NFTokenID or a URL first.' : null
          }
        >
          {lookup.isPending ? 'Looking up...' : 'Look Up'}
        </ReasonButton>
        <p role="alert" className="text-sm text-red-700 empty:hidden dark:text-red-400">
          {error}
        </p>
      </form>
      {found && <LookupPreview found={found} />}
    </section>
  );
}

function LookupPreview({ found }: { found: NftLookup }) {
  return (
    <div className="mt-4 flex gap-3" data-testid="lookup-preview">
      {found.previewUrl && (
        <img src={found.previewUrl} alt={`Preview of ${found.name}`} className="h-20 w-20 rounded-lg object-cover" />
      )}
      <div className="min-w-0 text-sm">
        <p className="font-bold break-words">{found.name}</p>
        <p>
          #{found.nftId} · {found.collection || 'No collection'}
        </p>
        <p className="break-all text-slate-600 dark:text-slate-400">Issuer {found.issuer}</p>
        {found.numberSource === 'serial' ? (
          <p className="mt-1 font-medium text-amber-800 dark:text-amber-300">
            No number in its name or metadata: the serial #{found.nftId} is proposed, and the NFT is kept inactive since
            a player could not know it.
          </p>
        ) : (
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            The form below is filled: check it, then add the NFT.
          </p>
        )}
      </div>
    </div>
  );
}
