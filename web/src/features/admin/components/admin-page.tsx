import { useState } from 'react';
import { useMe } from '@app/shared/client/identity/session';
import type { NftLookup } from '@app/shared/schemas/nft-pool';
import { Link } from 'react-router';
import { WEB_ROUTES } from '@app/shared/web-routes';
import { AdminRequired } from '../../../components/admin-required';
import { AdManagementCard } from './ad-management-card';
import { AnnouncementsCard } from './announcements-card';
import { AuditLog } from './audit-log';
import { TopInvitersCard } from './top-inviters-card';
import { BackupsCard } from './backups-card';
import { CalendarCard } from './calendar-card';
import { MaintenanceCard } from './maintenance-card';
import { NftFormCard } from './nft-form';
import { NftImportCard } from './nft-import-card';
import { NftLibrary } from './nft-library';
import { NftLookupCard } from './nft-lookup-card';
import { RaffleCard } from './raffle-card';

/** /admin: only the admin wallet gets the tools; everyone else is told what is needed. */
export default function AdminPage() {
  const { data: me } = useMe();
  const [filled, setFilled] = useState<NftLookup | null>(null);
  if (!me?.isAdmin) return <AdminRequired />;
  return (
    // Every button and list a thumb can reach is at least 44 px tall.
    <div className="flex flex-col gap-6 [&_button]:min-h-11 [&_select]:min-h-11">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">Admin</h1>
        <Link to={WEB_ROUTES.insights} className="btn-secondary min-h-11">
          Insights
        </Link>
      </div>
      <MaintenanceCard />
      <AnnouncementsCard />
      <div className="grid gap-6 xl:grid-cols-[380px_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <NftLookupCard onFilled={setFilled} />
          <NftFormCard filled={filled} />
          <NftImportCard />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <NftLibrary />
          <CalendarCard />
        </div>
      </div>
      <AdManagementCard />
      <BackupsCard />
      <RaffleCard />
      <TopInvitersCard />
      <AuditLog />
    </div>
  );
}
