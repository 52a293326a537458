import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useImportJob, useStartImport } from '@app/shared/client/nft-pool';
import { queryKeys } from '@app/shared/client/query-keys';
import type { ImportJob } from '@app/shared/schemas/nft-pool';
import { failureMessage } from './nft-lookup-card';
import { ReasonButton } from './reason-button';
import { TextField } from './text-field';

/** Import a collection: every NFT of an issuer (one taxon, or all), in the background, with its progress. */
export function NftImportCard() {
  const [issuer, setIssuer] = useState('');
  const [taxon, setTaxon] = useState('');
  const [inactive, setInactive] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [jobId, setJobId] = useState<number | null>(null);
  const start = useStartImport();
  const job = useImportJob(jobId);
  const queryClient = useQueryClient();
  const finished = job.data && job.data.status !== 'running';

  useEffect(() => {
    if (!finished) return;
    for (const queryKey of [queryKeys.admin.nfts, queryKeys.admin.calendar, queryKeys.admin.audit]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [finished, queryClient]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      const input = { issuer: issuer.trim(), active: !inactive, ...(taxon.trim() ? { taxon: Number(taxon) } : {}) };
      setJobId((await start.mutateAsync(input)).jobId);
    } catch (failure) {
      setError(failureMessage(failure, 'The import could not start. Please try again.'));
    }
  }

  const running = job.data?.status === 'running' || start.isPending;
  return (
    <section className="card" aria-labelledby="import-title">
      <h2 id="import-title" className="text-lg font-bold">
        Import from the Ledger
      </h2>
      <form className="mt-4 flex flex-col gap-3" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          id="import-issuer"
          label="Issuer (r-address)"
          value={issuer}
          onChange={setIssuer}
          spellCheck={false}
        />
        <TextField
          id="import-taxon"
          label="Taxon (optional: every taxon when empty)"
          value={taxon}
          onChange={setTaxon}
          inputMode="numeric"
        />
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" checked={inactive} onChange={(event) => setInactive(event.target.checked)} /> Import as
          inactive
        </label>
        <ReasonButton
          type="submit"
          className="btn-primary min-h-11"
          disabledReason={running ? 'An import is running.' : issuer.trim() === '' ? 'Enter the issuer first.' : null}
        >
          {running ? 'Importing...' : 'Import Collection'}
        </ReasonButton>
        <p role="alert" className="text-sm text-red-700 empty:hidden dark:text-red-400">
          {error}
        </p>
      </form>
      {job.data && <ImportProgress job={job.data} />}
    </section>
  );
}

function ImportProgress({ job }: { job: ImportJob }) {
  const handled = job.imported + job.skipped + job.failed;
  const summary =
    job.status === 'done' && job.total === 0
      ? 'The ledger lists no NFTs for this issuer (and taxon).'
      : `Imported ${job.imported}, skipped ${job.skipped}, failed ${job.failed} of ${job.total}`;
  const state = { running: 'Importing…', done: 'Import done', failed: 'Import failed' }[job.status];
  return (
    <div className="mt-4 flex flex-col gap-2" data-testid="import-progress">
      <label htmlFor="import-bar" className="text-sm font-medium">
        {state}
      </label>
      <progress id="import-bar" className="h-3 w-full" max={Math.max(job.total, 1)} value={handled} />
      <p role="status" className="text-sm">
        {summary}
      </p>
      {job.errors.length > 0 && (
        <ul
          className="max-h-40 overflow-y-auto rounded-lg border border-slate-200 p-2 text-xs dark:border-slate-800"
          tabIndex={0}
          aria-label="NFTs not imported, with the reason"
        >
          {job.errors.map((entry, index) => (
            <li key={`${entry.nftTokenId}-${index}`} className="break-all">
              {entry.nftTokenId ? `${entry.nftTokenId.slice(0, 12)}…: ` : ''}
              {entry.reason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
