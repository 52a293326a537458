import { useState } from 'react';
import { useUpdateMaintenanceNotice } from '@app/shared/client/admin';
import type { AdminMaintenanceStatus } from '@app/shared/schemas/admin';
import { MAINTENANCE_MESSAGE_MAX_LENGTH } from '@app/shared/schemas/announcement';
import { toast } from '../../../lib/toast';
import { endMoment, localEnd, NoticeFields, noticeRefusal, type NoticeError } from './notice-fields';
import { ReasonButton } from './reason-button';

/** While maintenance is on: the message and expected end the players read, changed without reopening the game. */
export function MaintenanceNoticeEditor({ status }: { status: AdminMaintenanceStatus }) {
  const update = useUpdateMaintenanceNotice();
  const [notice, setNotice] = useState({ text: status.message, end: localEnd(status.until) });
  const [error, setError] = useState<NoticeError>(null);

  async function save() {
    setError(null);
    try {
      await update.mutateAsync({ message: notice.text, until: endMoment(notice.end) });
      toast({ title: 'Maintenance Message Updated', description: 'Players see the new message and expected end.' });
    } catch (failure) {
      setError(noticeRefusal(failure, 'until', 'Failed to update the maintenance message.'));
    }
  }

  return (
    <div className="mt-4 max-w-xl">
      <NoticeFields
        idPrefix="maintenance-change"
        textLabel="Message for players"
        endLabel="Expected end"
        maxLength={MAINTENANCE_MESSAGE_MAX_LENGTH}
        values={notice}
        onChange={setNotice}
        error={error}
      />
      <ReasonButton
        className="btn-secondary mt-2"
        disabledReason={update.isPending ? 'Updating…' : null}
        onClick={() => void save()}
      >
        Update message
      </ReasonButton>
    </div>
  );
}
