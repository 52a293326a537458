import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent } from 'react';
import { useEditNft } from '@app/shared/client/admin';
import { NftEdit, type AdminNft } from '@app/shared/schemas/admin';
import { toast } from '../../../lib/toast';
import { refusalOf } from './nft-form';
import { fieldErrorOf, formLevelMessage, NftFields, type FieldError, type NftFieldValues } from './nft-fields';
import { repeatWarning } from './last-played';

function valuesOf(nft: AdminNft): NftFieldValues {
  const { name, nftId, imageUrl, active, throwbackThursday } = nft;
  const text = (value: string | null) => value ?? '';
  return {
    name,
    nftId,
    collection: text(nft.collection),
    creator: text(nft.creator),
    imageUrl,
    description: text(nft.description),
    hint: text(nft.hint),
    active,
    throwbackThursday,
    setForDate: text(nft.setForDate),
  };
}

/** Edit: every field of the Add form, the Active toggle among them, saved in place. */
export function EditNftButton({ nft }: { nft: AdminNft }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="btn-ghost min-h-11 px-2" aria-label={`Edit ${nft.name}`}>
          Edit
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="card fixed top-1/2 left-1/2 z-[60] max-h-[92vh] w-[92vw] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto"
        >
          <Dialog.Title className="text-lg font-bold">Edit {nft.name}</Dialog.Title>
          {open && <EditForm nft={nft} onSaved={() => setOpen(false)} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function EditForm({ nft, onSaved }: { nft: AdminNft; onSaved: () => void }) {
  const [values, setValues] = useState(() => valuesOf(nft));
  const [error, setError] = useState<FieldError>(null);
  const edit = useEditNft();
  const change = (next: NftFieldValues) => {
    setValues(next);
    setError(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = NftEdit.safeParse(values);
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      return setError(fieldErrorOf(issue!.path[0], issue!.message));
    }
    setError(null);
    try {
      const saved = await edit.mutateAsync({ id: nft.id, edit: parsed.data });
      toast({ title: 'NFT Updated', description: `${saved.name} was saved.` });
      onSaved();
    } catch (failure) {
      setError(refusalOf(failure, 'Failed to save the NFT. Please try again.'));
    }
  }

  return (
    <form className="mt-4 flex flex-col gap-3" onSubmit={(event) => void submit(event)} noValidate>
      <p className="text-sm text-slate-700 dark:text-slate-300">{repeatWarning(nft)}</p>
      <NftFields idPrefix="edit-nft" values={values} onChange={change} error={error} />
      <p role="alert" className="text-sm text-red-700 empty:hidden dark:text-red-400">
        {formLevelMessage(error)}
      </p>
      {/* The dialog scrolls on a phone; its buttons stay in reach. */}
      <div className="sticky -bottom-5 -mx-5 flex flex-wrap justify-end gap-2 bg-white px-5 py-3 dark:bg-slate-900">
        <Dialog.Close asChild>
          <button type="button" className="btn-secondary min-h-11">
            Cancel
          </button>
        </Dialog.Close>
        <button type="submit" className="btn-primary min-h-11" disabled={edit.isPending}>
          {edit.isPending ? 'Saving...' : 'Save'}
        </button>
      </div>
    </form>
  );
}
