import { useState } from 'react';
import { useAdminMaintenance, useSwitchMaintenance } from '@app/shared/client/admin';
import { MAINTENANCE_MESSAGE_MAX_LENGTH } from '@app/shared/schemas/announcement';
import { maintenancePeriod } from '@app/shared/rules/maintenance-period';
import { toast } from '../../../lib/toast';
import { ConfirmButton } from './confirm-button';
import { endMoment, NO_NOTICE, NoticeFields, noticeRefusal, type NoticeError } from './notice-fields';
import { MaintenanceNoticeEditor } from './maintenance-notice-editor';
import { ReasonButton } from './reason-button';

/**
 * System Maintenance: a status dot, and each button only from the opposite state. Enabling
 * may tell the players why and when the game should be back; while on, both can be changed.
 */
export function MaintenanceCard() {
  const status = useAdminMaintenance(true);
  const switchMaintenance = useSwitchMaintenance();
  const [notice, setNotice] = useState(NO_NOTICE);
  const [error, setError] = useState<NoticeError>(null);
  const on = status.data?.maintenance;
  const label = on === undefined ? 'Checking...' : on ? 'Under Maintenance' : 'Operational';
  const waiting = on === undefined ? 'Checking the status…' : switchMaintenance.isPending ? 'Switching…' : null;

  async function turn(next: boolean) {
    setError(null);
    try {
      const change = next
        ? ({ on: true, notice: { message: notice.text, until: endMoment(notice.end) } } as const)
        : ({ on: false } as const);
      await switchMaintenance.mutateAsync(change);
      if (next) setNotice(NO_NOTICE);
      toast({ title: next ? 'Maintenance Mode Enabled' : 'Maintenance Mode Disabled' });
    } catch (failure) {
      if (next) setError(noticeRefusal(failure, 'until', 'Failed to enable maintenance mode.'));
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
      {on && status.data && (
        <div className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          {status.data.message && <p className="whitespace-pre-line">Players read: {status.data.message}</p>}
          <p>{maintenancePeriod(status.data.until, new Date(status.dataUpdatedAt))}</p>
        </div>
      )}
      {on && status.data && <MaintenanceNoticeEditor key={status.data.since} status={status.data} />}
      {on === false && (
        <div className="mt-4 max-w-xl">
          <NoticeFields
            idPrefix="maintenance"
            textLabel="Message for players (optional)"
            endLabel="Expected end (optional)"
            maxLength={MAINTENANCE_MESSAGE_MAX_LENGTH}
            values={notice}
            onChange={setNotice}
            error={error}
          />
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <ConfirmButton
          className="btn-primary"
          disabledReason={on === true ? 'Maintenance is already on.' : waiting}
          title="Enable maintenance?"
          description="Players see the maintenance page, with your message and expected end, until you disable it; nobody can play meanwhile."
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
