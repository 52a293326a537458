import { useEffect, useState, type FormEvent } from 'react';
import { useAddNft } from '@app/shared/client/admin';
import { NftForm, type NftFormInput } from '@app/shared/schemas/admin';
import type { NftLookup } from '@app/shared/schemas/nft-pool';
import { utcDay } from '@app/shared/rules/time';
import { toast } from '../../../lib/toast';
import { failureMessage } from './nft-lookup-card';
import { inputClass } from './text-field';

/** Where a looked-up NFT came from on the ledger; absent for one typed in by hand. */
type LedgerFields = 'nftTokenId' | 'issuer' | 'taxon' | 'metadataUrl';

type FormState = Required<Omit<NftFormInput, 'active' | 'throwbackThursday' | LedgerFields>> &
  Pick<NftFormInput, LedgerFields> & { active: boolean; throwbackThursday: boolean };

const EMPTY: FormState = {
  name: '',
  nftId: '',
  collection: '',
  creator: '',
  imageUrl: '',
  description: '',
  hint: '',
  active: true,
  throwbackThursday: false,
  setForDate: '',
};

/** The form as a lookup fills it: the ledger's fields kept, the admin's own (hint, schedule) left empty. */
function formOf(found: NftLookup): FormState {
  const { name, nftId, collection, creator, imageUrl, description, active, nftTokenId, issuer, taxon } = found;
  const ledger = { nftTokenId, issuer, taxon, metadataUrl: found.metadataUrl ?? undefined };
  return { ...EMPTY, name, nftId, collection, creator, imageUrl, description, active, ...ledger };
}

/** Add New NFT: validated with the shared schema, so the messages match the server's; a lookup fills it. */
export function NftFormCard({ filled = null }: { filled?: NftLookup | null }) {
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!filled) return;
    setForm(formOf(filled));
    setPreview(filled.previewUrl);
  }, [filled]);
  const addNft = useAddNft();
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string; checked?: boolean; type?: string } }) =>
    setForm({ ...form, [field]: event.target.type === 'checkbox' ? !!event.target.checked : event.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = NftForm.safeParse(form);
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    try {
      await addNft.mutateAsync(form);
      toast({ title: 'NFT Added', description: `${form.name} was added to the library.` });
      setForm(EMPTY);
      setPreview(null);
    } catch (failure) {
      console.error(failure);
      const description = failureMessage(failure, 'Failed to add NFT. Please try again.');
      toast({ title: 'Error', description, variant: 'destructive' });
    }
  }

  const field = (id: keyof typeof EMPTY, label: string, extra: object = {}) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`nft-${id}`} className="text-sm font-medium">
        {label}
      </label>
      <input id={`nft-${id}`} className={inputClass} value={String(form[id])} onChange={set(id)} {...extra} />
    </div>
  );

  return (
    <section className="card" aria-labelledby="add-nft-title">
      <h2 id="add-nft-title" className="text-lg font-bold">
        Add New NFT
      </h2>
      <form className="mt-4 flex flex-col gap-3" onSubmit={(event) => void submit(event)} noValidate>
        {field('name', 'NFT Name')}
        {field('nftId', "NFT ID (the exact number players must guess, with or without '#')")}
        {field('collection', 'Collection')}
        {field('creator', 'Creator')}
        <div className="flex items-end gap-2">
          <div className="flex-1">{field('imageUrl', 'Image URL', { type: 'url' })}</div>
          <button type="button" className="btn-secondary" onClick={() => setPreview(form.imageUrl || null)}>
            Preview
          </button>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="nft-description" className="text-sm font-medium">
            Description
          </label>
          <textarea
            id="nft-description"
            className={inputClass}
            value={form.description}
            onChange={set('description')}
            rows={2}
          />
        </div>
        {field('hint', 'Hint for token holders (shown only to users holding at least 5,890,000 tokens)')}
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" checked={form.active} onChange={set('active')} /> Active
        </label>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" checked={form.throwbackThursday} onChange={set('throwbackThursday')} /> Throwback
          Thursday
        </label>
        {field('setForDate', 'Schedule for', { type: 'date', min: utcDay(new Date()) })}
        {preview && (
          <img
            src={preview}
            alt="Preview of the NFT image"
            className="max-h-48 rounded-lg object-contain"
            onError={() => {
              setPreview(null);
              toast({ title: 'Image Error', description: 'Failed to load image preview', variant: 'destructive' });
            }}
          />
        )}
        <p role="alert" className="min-h-5 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
        <button type="submit" className="btn-primary" disabled={addNft.isPending}>
          {addNft.isPending ? 'Adding...' : 'Add NFT'}
        </button>
      </form>
    </section>
  );
}
