import { Share2 } from 'lucide-react';
import { copyText } from '../../../lib/clipboard';
import { toast } from '../../../lib/toast';
import { shareText } from '@app/shared/rules/share-text';
import { useT } from '@app/shared/client/i18n/use-t';
import { useHighContrast } from '@app/shared/client/high-contrast';

/** Shares the spoiler-free result (a past puzzle's marked as practice) with the system share sheet, or copies it. */
export function ShareButton(props: {
  roundNumber: number;
  attemptResults: boolean[];
  points: number;
  practice?: boolean;
}) {
  const t = useT();
  const highContrast = useHighContrast();
  async function share() {
    const text = shareText({ ...props, url: location.origin, highContrast }, t);
    if (navigator.share) {
      // A dismissed share sheet rejects; there is nothing to report.
      await navigator.share({ text }).catch(() => undefined);
      return;
    }
    try {
      await copyText(text);
      toast({ title: t('web.game.share.copied'), description: t('web.game.share.copiedBody') });
    } catch {
      toast({ title: t('web.game.share.failed'), description: text, variant: 'destructive' });
    }
  }
  return (
    <button type="button" className="btn-secondary" onClick={() => void share()}>
      <Share2 size={16} aria-hidden /> {t('web.game.share.button')}
    </button>
  );
}
