import { useT } from '@app/shared/client/i18n/use-t';

/** A spinning ring, read out as `label` (else "Loading" in the player's language). */
export function Spinner({ label }: { label?: string }) {
  const t = useT();
  return (
    <div role="status" className="flex justify-center p-8">
      <span
        className="h-10 w-10 animate-spin rounded-full border-4 border-brand-500 border-t-transparent"
        aria-hidden
      />
      <span className="sr-only">{label ?? t('shell.loading')}</span>
    </div>
  );
}
