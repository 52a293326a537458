import { useState } from 'react';
import { useAdminNfts } from '@app/shared/client/admin';
import { useCalendar, useScheduleDay } from '@app/shared/client/nft-pool';
import { countOf } from '@app/shared/rules/plural';
import type { AdminNft } from '@app/shared/schemas/admin';
import type { CalendarDay, PoolHealth } from '@app/shared/schemas/nft-pool';
import { toast } from '../../../lib/toast';
import { CalendarPastDays } from './calendar-past-days';
import { searchNfts } from './library-page';
import { repeatWarning } from './last-played';
import { failureMessage } from './nft-lookup-card';
import { inputClass } from './text-field';

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const labelOf = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
const RANDOM = '';

/**
 * The next 30 days: each day's NFT (or a random pick), Thursdays marked, and how long the
 * pool lasts; then how the last week's rounds ended. A search narrows the pickers' NFTs.
 */
export function CalendarCard() {
  const calendar = useCalendar();
  const nfts = useAdminNfts(true);
  const [search, setSearch] = useState('');
  const choices = searchNfts(
    (nfts.data ?? []).filter((nft) => nft.active),
    search,
  );
  return (
    <section className="card" aria-labelledby="calendar-title">
      <h2 id="calendar-title" className="text-lg font-bold">
        Calendar
      </h2>
      {calendar.data && <HealthSummary health={calendar.data.health} />}
      {calendar.isError && (
        <p role="alert" className="mt-4">
          Could not load the calendar.
        </p>
      )}
      <label className="mt-3 flex flex-col gap-1 text-sm font-medium">
        Find an NFT for the pickers
        <input
          type="search"
          className={inputClass}
          placeholder="Name, number or collection"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </label>
      {calendar.data && (
        <ol className="mt-4 flex flex-col divide-y divide-slate-200 dark:divide-slate-800">
          {calendar.data.days.map((day, index) => (
            <DayRow key={day.day} day={day} isToday={index === 0} choices={choices} />
          ))}
        </ol>
      )}
      {calendar.data?.days[0] && <CalendarPastDays today={calendar.data.days[0].day} labelOf={labelOf} />}
    </section>
  );
}

function HealthSummary({ health }: { health: PoolHealth }) {
  return (
    <div className="mt-3 flex flex-col gap-2 text-sm" data-testid="pool-health">
      <p>
        Pool health: {countOf(health.active, { one: 'active NFT', other: 'active NFTs' })}, {health.neverUsed} never
        used.
      </p>
      {health.warning && (
        <p className="rounded-lg border border-amber-400 bg-amber-50 p-2 font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200">
          {health.warning}
        </p>
      )}
    </div>
  );
}

/** A day's picker offers the NFTs the search found, and always the one the day has now. */
function pickerChoices(day: CalendarDay, found: AdminNft[]): Array<Pick<AdminNft, 'id' | 'name'>> {
  const scheduled = day.scheduled;
  return scheduled && !found.some((nft) => nft.id === scheduled.id) ? [scheduled, ...found] : found;
}

function DayRow({ day, isToday, choices }: { day: CalendarDay; isToday: boolean; choices: AdminNft[] }) {
  const schedule = useScheduleDay();
  const label = labelOf(day.day);
  const playing = isToday && day.round && !day.round.prepared;

  async function change(value: string) {
    try {
      const result = await schedule.mutateAsync({ day: day.day, nftId: value === RANDOM ? null : Number(value) });
      const moved = result.movedFrom ? ` (moved from ${labelOf(result.movedFrom)})` : '';
      const what = result.day.scheduled
        ? `${result.day.scheduled.name} is set for ${label}${moved}.`
        : `${label} is a random pick.`;
      toast({ title: 'Calendar Updated', description: result.note ? `${what} ${result.note}` : what });
    } catch (failure) {
      toast({
        title: 'Error',
        description: failureMessage(failure, 'Failed to change the day.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm" data-testid={`calendar-${day.day}`}>
      <span className="w-28 font-medium">
        {label}
        {isToday && ' (today)'}
      </span>
      {day.thursday && (
        <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">Thursday</span>
      )}
      <span className="min-w-0 flex-1 break-words">
        {day.scheduled ? day.scheduled.name : <em className="text-slate-600 dark:text-slate-400">random pick</em>}
        {day.scheduled?.lastPlayed && (
          <span className="block text-xs font-medium text-amber-900 dark:text-amber-200">
            {repeatWarning(day.scheduled)}
          </span>
        )}
        {day.round && (
          <span className="block text-xs text-slate-600 dark:text-slate-400">
            {day.round.prepared ? 'Prepared' : 'Playing'}: {day.round.nftName}
          </span>
        )}
      </span>
      {playing ? (
        <span className="text-xs text-slate-600 dark:text-slate-400">Change today with “Set today”</span>
      ) : (
        <select
          aria-label={`NFT for ${label}`}
          className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-2 sm:w-56 dark:border-slate-700 dark:bg-slate-950"
          value={day.scheduled ? String(day.scheduled.id) : RANDOM}
          disabled={schedule.isPending}
          onChange={(event) => void change(event.target.value)}
        >
          <option value={RANDOM}>Random pick</option>
          {pickerChoices(day, choices).map((nft) => (
            <option key={nft.id} value={nft.id}>
              {nft.name}
            </option>
          ))}
        </select>
      )}
    </li>
  );
}
