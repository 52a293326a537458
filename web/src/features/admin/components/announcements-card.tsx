import { useState } from 'react';
import { useAdminAnnouncements, useCreateAnnouncement, useEndAnnouncement } from '@app/shared/client/announcements';
import { ANNOUNCEMENT_MAX_LENGTH, type AdminAnnouncement } from '@app/shared/schemas/announcement';
import { countOf } from '@app/shared/rules/plural';
import { toast } from '../../../lib/toast';
import { ConfirmButton } from './confirm-button';
import { endMoment, NO_NOTICE, NoticeFields, noticeRefusal, type NoticeError } from './notice-fields';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });

function stateOf(announcement: AdminAnnouncement): string {
  if (announcement.current) return announcement.endsAt ? `Showing until ${when(announcement.endsAt)}` : 'Showing';
  return announcement.endedAt ? `Ended ${when(announcement.endedAt)}` : `Expired ${when(announcement.endsAt!)}`;
}

/** One announcement of the list: its text, whether it shows, how far its sending got, and End while it shows. */
function AnnouncementItem({ announcement }: { announcement: AdminAnnouncement }) {
  const end = useEndAnnouncement();
  const reached = countOf(announcement.received, { one: 'player', other: 'players' });
  const sent = announcement.deliveredAt
    ? `Sent: ${reached} received it`
    : announcement.current
      ? `Sending to players… ${reached} so far`
      : `${reached} received it`;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="break-words whitespace-pre-line">{announcement.text}</p>
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {[stateOf(announcement), sent, announcement.toChannel && 'Posted to the channel'].filter(Boolean).join(' · ')}
        </p>
      </div>
      {announcement.current && (
        <ConfirmButton
          title="End this announcement?"
          description="The banner goes away for everyone, and players not yet messaged are not sent it."
          confirmLabel="End Announcement"
          disabledReason={end.isPending ? 'Ending…' : null}
          onConfirm={() =>
            void end.mutateAsync(announcement.id).then(
              () => toast({ title: 'Announcement ended' }),
              () => toast({ title: 'Error', description: 'Failed to end the announcement.', variant: 'destructive' }),
            )
          }
        >
          End Announcement
        </ConfirmButton>
      )}
    </li>
  );
}

/** Announcements: a message for every player (banner, bot, channel), and the latest ones. */
export function AnnouncementsCard() {
  const list = useAdminAnnouncements();
  const create = useCreateAnnouncement();
  const [values, setValues] = useState(NO_NOTICE);
  const [toChannel, setToChannel] = useState(false);
  const [error, setError] = useState<NoticeError>(null);

  async function post() {
    setError(null);
    if (!values.text.trim()) {
      setError({ field: 'text', message: 'Announcement text is required' });
      return;
    }
    try {
      await create.mutateAsync({ text: values.text, endsAt: endMoment(values.end), toChannel });
      setValues(NO_NOTICE);
      toast({ title: 'Announcement posted' });
    } catch (failure) {
      setError(noticeRefusal(failure, 'endsAt', 'Failed to post the announcement. Please try again.'));
    }
  }

  return (
    <section className="card" aria-labelledby="announcements-title">
      <h2 id="announcements-title" className="text-lg font-bold">
        Announcements
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Shown as a banner on the site and in the Mini App, and sent once by the bot to every player who allows its
        messages. A new announcement replaces the current one.
      </p>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-3">
          <NoticeFields
            idPrefix="announcement"
            textLabel="Announcement"
            endLabel="Show until (optional)"
            maxLength={ANNOUNCEMENT_MAX_LENGTH}
            values={values}
            onChange={setValues}
            error={error}
          />
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" checked={toChannel} onChange={(event) => setToChannel(event.target.checked)} />
            Also post it to the announcement channel
          </label>
          <div>
            <ConfirmButton
              className="btn-primary"
              title="Post this announcement?"
              description="It shows to every player at once, and the bot messages each player who allows it. This cannot be unsent."
              confirmLabel="Post Announcement"
              disabledReason={create.isPending ? 'Posting…' : null}
              onConfirm={() => void post()}
            >
              Post Announcement
            </ConfirmButton>
          </div>
        </div>
        <div className="min-w-0">
          <h3 className="font-semibold">Latest</h3>
          {list.data?.length ? (
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {list.data.map((announcement) => (
                <AnnouncementItem key={announcement.id} announcement={announcement} />
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              {list.isPending ? 'Loading…' : 'No announcements yet.'}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
