import { useState } from 'react';
import { Link } from 'react-router';
import { useMe } from '@app/shared/client/identity/session';
import { useInsights, type InsightsRange } from '@app/shared/client/insights';
import { WEB_ROUTES } from '@app/shared/web-routes';
import { AdminRequired } from '../../../components/admin-required';
import { Spinner } from '../../../components/spinner';
import { PlatformsCard, PlayersCard } from './play-cards';
import { RaffleCard } from './raffle-card';
import { RangePicker, lastDays } from './range-picker';
import { ReachCard } from './reach-card';
import { RetentionCard } from './retention-card';
import { RoundsCard } from './rounds-card';

/** /admin/insights: who plays, who comes back, which NFTs are hard, what ads, invites and reminders bring. */
export default function InsightsPage() {
  const { data: me } = useMe();
  const [range, setRange] = useState<InsightsRange>(() => lastDays(30));
  if (!me?.isAdmin) return <AdminRequired />;
  return (
    <div className="flex flex-col gap-6 [&_a]:min-h-11 [&_button]:min-h-11">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">Insights</h1>
        <Link to={WEB_ROUTES.admin} className="btn-secondary">
          Back to Admin
        </Link>
      </div>
      <RangePicker range={range} onChange={setRange} />
      <InsightsCards range={range} />
    </div>
  );
}

function InsightsCards({ range }: { range: InsightsRange }) {
  const insights = useInsights(range);
  if (insights.isError) return <p role="alert">{insights.error.message}</p>;
  if (!insights.data) return <Spinner />;
  const { today, days, rounds, retention, remindersOptedIn } = insights.data;
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <PlayersCard days={days} today={today} range={range} />
      <PlatformsCard days={days} today={today} range={range} />
      <RetentionCard cohorts={retention} today={today} range={range} />
      <RoundsCard rounds={rounds} today={today} range={range} />
      <ReachCard days={days} today={today} remindersOptedIn={remindersOptedIn} range={range} />
      <RaffleCard />
    </div>
  );
}
