import { useT } from '@app/shared/client/i18n/use-t';

/** "Show more" under a list loaded a page at a time; nothing once the oldest page is in. */
export function ShowMoreButton({ more }: { more: { loading: boolean; load: () => void } | null }) {
  const t = useT();
  if (!more) return null;
  return (
    <button type="button" className="btn-secondary self-center" disabled={more.loading} onClick={more.load}>
      {t('archive.showMore')}
    </button>
  );
}
