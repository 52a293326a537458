import { Share2 } from 'lucide-react';
import { usePublicConfig } from '@app/shared/client/ads';
import { useLanguage, useT } from '@app/shared/client/i18n/use-t';
import type { Invite } from '@app/shared/schemas/retention';
import { toast } from '../../../lib/toast';

/** Shares through the phone's share sheet where there is one, else copies the link; `t` gives the words. */
async function share(link: string, t: ReturnType<typeof useT>): Promise<void> {
  if (navigator.share) {
    try {
      await navigator.share({ text: t('invite.shareMessage'), url: link });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(link);
    toast({ title: t('invite.copied') });
  } catch {
    toast({ title: t('invite.copyFailed'), description: link, variant: 'destructive' });
  }
}

/** The player's invite link with a share button, and what it brought. */
export function InviteCard({ invite }: { invite: Invite }) {
  const config = usePublicConfig();
  const t = useT();
  const language = useLanguage();
  return (
    <section className="card flex flex-col gap-3" aria-labelledby="invite-title">
      <h2 id="invite-title" className="text-lg font-bold">
        {t('invite.title')}
      </h2>
      {config.data && (
        <p className="text-slate-700 dark:text-slate-300">{t('invite.text', { points: config.data.referralPoints })}</p>
      )}
      <div className="flex flex-col gap-2">
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('invite.linkLabel')}</p>
        {/* The whole link, wrapped rather than cut, selected by one tap for copying. */}
        <p
          dir="ltr"
          className="min-h-11 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2.5 font-mono text-sm break-all select-all dark:border-slate-700 dark:bg-slate-950"
        >
          {invite.link}
        </p>
        <button type="button" className="btn-primary min-h-11" onClick={() => void share(invite.link, t)}>
          <Share2 size={16} aria-hidden /> {t('invite.share')}
        </button>
      </div>
      <dl className="flex gap-6 text-sm">
        <div>
          <dt className="text-slate-600 dark:text-slate-400">{t('invite.invited')}</dt>
          <dd className="text-lg font-bold tabular-nums">{invite.invited.toLocaleString(language)}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">{t('invite.rewarded')}</dt>
          <dd className="text-lg font-bold tabular-nums">{invite.rewarded.toLocaleString(language)}</dd>
        </div>
      </dl>
    </section>
  );
}
