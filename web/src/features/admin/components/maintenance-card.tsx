import { useAdminMaintenance, useSwitchMaintenance } from '@app/shared/client/admin';
import { toast } from '../../../lib/toast';
import { ConfirmButton } from './confirm-button';
import { ReasonButton } from './reason-button';

/** System Maintenance: a status dot, and each button only from the opposite state. */
export function MaintenanceCard() {
  const status = useAdminMaintenance(true);
  const switchMaintenance = useSwitchMaintenance();
  const on = status.data?.maintenance;
  const label = on === undefined ? 'Checking...' : on ? 'Under Maintenance' : 'Operational';
  const waiting = on === undefined ? 'Checking the status…' : switchMaintenance.isPending ? 'Switching…' : null;

  async function turn(next: boolean) {
    try {
      await switchMaintenance.mutateAsync(next);
      toast({ title: next ? 'Maintenance Mode Enabled' : 'Maintenance Mode Disabled' });
    } catch {
      toast({
        title: 'Error',
        description: `Failed to ${next ? 'enable' : 'disable'} maintenance mode. Please try again.`,
        variant: 'destructive',
      });
    }
  }

  return (
    <section className="card" aria-labelledby="maintenance-title">
      <h2 id="maintenance-title" className="text-lg font-bold">
        System Maintenance
      </h2>
      <p className="mt-2 flex items-center gap-2" role="status">
        <span
          aria-hidden
          className={`h-3 w-3 rounded-full ${on === undefined ? 'bg-slate-400' : on ? 'bg-amber-500' : 'bg-emerald-500'}`}
        />
        {label}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <ConfirmButton
          className="btn-primary"
          disabledReason={on === true ? 'Maintenance is already on.' : waiting}
          title="Enable maintenance?"
          description="Players see the maintenance page until you disable it; nobody can play meanwhile."
          confirmLabel="Enable Maintenance"
          onConfirm={() => void turn(true)}
        >
          Enable Maintenance
        </ConfirmButton>
        <ReasonButton
          className="btn-secondary"
          disabledReason={on === false ? 'Maintenance is already off.' : waiting}
          onClick={() => void turn(false)}
        >
          Disable Maintenance
        </ReasonButton>
      </div>
    </section>
  );
}
