import { Share2 } from 'lucide-react';
import { toast } from '../../lib/toast';
import { shareText } from './share';

export function ShareButton(props: { roundNumber: number; attemptResults: boolean[]; points: number }) {
  async function share() {
    const text = shareText({ ...props, url: location.origin });
    if (navigator.share) {
      await navigator.share({ text }).catch(() => undefined);
      return;
    }
    await navigator.clipboard?.writeText(text);
    toast({ title: 'Result copied', description: 'Paste it anywhere to challenge your friends.' });
  }
  return (
    <button type="button" className="btn-secondary" onClick={() => void share()} data-round={props.roundNumber}>
      <Share2 size={16} aria-hidden /> Share result
    </button>
  );
}
