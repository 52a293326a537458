import { useResetAdCounts } from '@app/shared/client/admin';
import { toast } from '../../../lib/toast';
import { ConfirmButton } from './confirm-button';

export function AdManagementCard() {
  const reset = useResetAdCounts();
  async function resetCounts() {
    try {
      await reset.mutateAsync(undefined);
      toast({ title: 'Ad Counts Reset', description: 'Users will see this when they next check for ads.' });
    } catch {
      toast({
        title: 'Reset Failed',
        description: 'Failed to reset ad counts. Please try again.',
        variant: 'destructive',
      });
    }
  }
  return (
    <section className="card" aria-labelledby="ads-title">
      <h2 id="ads-title" className="text-lg font-bold">
        Ad Management
      </h2>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        Resets the daily ad counters for all users. Users see the reset after a refresh or the periodic check every 5
        minutes.
      </p>
      <ConfirmButton
        className="btn-secondary mt-4"
        title="Reset ad counts?"
        description="Are you sure you want to reset ad counts for all users? This will allow them to watch more ads today."
        confirmLabel="Reset Ad Counts"
        onConfirm={() => void resetCounts()}
      >
        Reset Ad Playback Counts
      </ConfirmButton>
    </section>
  );
}
