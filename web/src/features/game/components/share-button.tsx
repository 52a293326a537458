import { Share2 } from 'lucide-react';
import { copyText } from '../../../lib/clipboard';
import { toast } from '../../../lib/toast';
import { shareText } from '@app/shared/rules/share-text';

/** Shares the spoiler-free result (a past puzzle's marked as practice) with the system share sheet, or copies it. */
export function ShareButton(props: {
  roundNumber: number;
  attemptResults: boolean[];
  points: number;
  practice?: boolean;
}) {
  async function share() {
    const text = shareText({ ...props, url: location.origin });
    if (navigator.share) {
      // A dismissed share sheet rejects; there is nothing to report.
      await navigator.share({ text }).catch(() => undefined);
      return;
    }
    try {
      await copyText(text);
      toast({ title: 'Result copied', description: 'Paste it anywhere to challenge your friends.' });
    } catch {
      toast({ title: 'Could not copy', description: text, variant: 'destructive' });
    }
  }
  return (
    <button type="button" className="btn-secondary" onClick={() => void share()}>
      <Share2 size={16} aria-hidden /> Share result
    </button>
  );
}
