import { useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '@app/shared/client/api-fetch';
import { useAddNft } from '@app/shared/client/admin';
import { NftForm, type NftFormInput } from '@app/shared/schemas/admin';
import type { NftLookup } from '@app/shared/schemas/nft-pool';
import { toast } from '../../../lib/toast';
import { failureMessage } from './nft-lookup-card';
import { fieldErrorOf, formLevelMessage, NftFields, type FieldError, type NftFieldValues } from './nft-fields';

/** Where a looked-up NFT came from on the ledger; absent for one typed in by hand. */
type LedgerFields = Pick<NftFormInput, 'nftTokenId' | 'issuer' | 'taxon' | 'metadataUrl'>;

const EMPTY: NftFieldValues = {
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
function formOf(found: NftLookup): { values: NftFieldValues; ledger: LedgerFields } {
  const { name, nftId, collection, creator, imageUrl, description, active, nftTokenId, issuer, taxon } = found;
  return {
    values: { ...EMPTY, name, nftId, collection, creator, imageUrl, description, active },
    ledger: { nftTokenId, issuer, taxon, metadataUrl: found.metadataUrl ?? undefined },
  };
}

/** The server's refusal under the field it names, else its message (or a generic one) for the form. */
export function refusalOf(failure: unknown, fallback: string): FieldError {
  return fieldErrorOf(failure instanceof ApiError ? failure.field : undefined, failureMessage(failure, fallback));
}

/** Add New NFT: validated with the shared schema, so the messages match the server's; a lookup fills it. */
export function NftFormCard({ filled = null }: { filled?: NftLookup | null }) {
  const [values, setValues] = useState(EMPTY);
  const [ledger, setLedger] = useState<LedgerFields>({});
  const [error, setError] = useState<FieldError>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!filled) return;
    const form = formOf(filled);
    setValues(form.values);
    setLedger(form.ledger);
    setPreview(filled.previewUrl);
  }, [filled]);
  const addNft = useAddNft();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const form = { ...values, ...ledger };
    const parsed = NftForm.safeParse(form);
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      return setError(fieldErrorOf(issue!.path[0], issue!.message));
    }
    setError(null);
    try {
      await addNft.mutateAsync(form);
      toast({ title: 'NFT Added', description: `${values.name} was added to the library.` });
      setValues(EMPTY);
      setLedger({});
      setPreview(null);
    } catch (failure) {
      console.error(failure);
      const refusal = refusalOf(failure, 'Failed to add NFT. Please try again.');
      setError(refusal);
      toast({ title: 'Error', description: refusal!.message, variant: 'destructive' });
    }
  }

  return (
    <section className="card" aria-labelledby="add-nft-title">
      <h2 id="add-nft-title" className="text-lg font-bold">
        Add New NFT
      </h2>
      <form className="mt-4 flex flex-col gap-3" onSubmit={(event) => void submit(event)} noValidate>
        <NftFields
          idPrefix="nft"
          values={values}
          onChange={(next) => {
            setValues(next);
            setError(null);
          }}
          error={error}
          imageAction={
            <button type="button" className="btn-secondary" onClick={() => setPreview(values.imageUrl || null)}>
              Preview
            </button>
          }
        />
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
        <p role="alert" className="text-sm text-red-700 empty:hidden dark:text-red-400">
          {formLevelMessage(error)}
        </p>
        <button type="submit" className="btn-primary" disabled={addNft.isPending}>
          {addNft.isPending ? 'Adding...' : 'Add NFT'}
        </button>
      </form>
    </section>
  );
}
