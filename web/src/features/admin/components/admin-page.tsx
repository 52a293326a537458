import { useState } from 'react';
import { useMe } from '@app/shared/client/identity/session';
import type { NftLookup } from '@app/shared/schemas/nft-pool';
import { Link } from 'react-router';
import { WEB_ROUTES } from '@app/shared/web-routes';
import { AdminRequired } from '../../../components/admin-required';
import { AdManagementCard } from './ad-management-card';
import { AdminSection, AdminSectionMenu } from './admin-section-menu';
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
    // Every button, field, list and checkbox a thumb can reach is at least 44 px tall.
    <div className="flex flex-col gap-6 [&_button]:min-h-11 [&_input]:min-h-11 [&_input[type=checkbox]]:size-11 [&_input[type=checkbox]]:shrink-0 [&_select]:min-h-11">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">Admin</h1>
        <Link to={WEB_ROUTES.insights} className="btn-secondary min-h-11">
          Insights
        </Link>
      </div>
      <AdminSectionMenu />
      <AdminSection id="maintenance">
        <MaintenanceCard />
      </AdminSection>
      <AdminSection id="announcements">
        <AnnouncementsCard />
      </AdminSection>
      <div className="grid gap-6 xl:grid-cols-[380px_minmax(0,1fr)]">
        <AdminSection id="nfts">
          <NftLookupCard onFilled={setFilled} />
          <NftFormCard filled={filled} />
          <NftImportCard />
        </AdminSection>
        <div className="flex min-w-0 flex-col gap-6">
          <AdminSection id="library">
            <NftLibrary />
          </AdminSection>
          <AdminSection id="calendar">
            <CalendarCard />
          </AdminSection>
        </div>
      </div>
      <AdminSection id="ads">
        <AdManagementCard />
      </AdminSection>
      <AdminSection id="backups">
        <BackupsCard />
      </AdminSection>
      <AdminSection id="raffle">
        <RaffleCard />
      </AdminSection>
      <AdminSection id="invites">
        <TopInvitersCard />
      </AdminSection>
      <AdminSection id="audit">
        <AuditLog />
      </AdminSection>
    </div>
  );
}
