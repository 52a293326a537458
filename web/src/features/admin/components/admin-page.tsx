import { useState } from 'react';
import { useMe } from '@app/shared/client/session';
import type { NftLookup } from '@app/shared/schemas/nft-pool';
import { setWalletDialogOpen } from '../../../lib/wallet-dialog-store';
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
  if (!me?.isAdmin) {
    return (
      <section className="card mx-auto max-w-lg text-center">
        <h1 className="text-2xl font-bold">Admin Access Required</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-300">
          You must connect with the admin wallet to access this page.
        </p>
        {!me?.walletAddress && (
          <button type="button" className="btn-primary mt-6" onClick={() => setWalletDialogOpen(true)}>
            Connect wallet
          </button>
        )}
      </section>
    );
  }
  return (
    // Every button and list a thumb can reach is at least 44 px tall.
    <div className="flex flex-col gap-6 [&_button]:min-h-11 [&_select]:min-h-11">
      <h1 className="text-3xl font-bold">Admin</h1>
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
