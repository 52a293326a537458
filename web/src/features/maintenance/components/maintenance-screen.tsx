import { Wrench } from 'lucide-react';
import { usePublicConfig } from '@app/shared/client/ads';
import { maintenancePeriodLine, useMaintenance } from '@app/shared/client/maintenance';
import { useT } from '@app/shared/client/i18n/use-t';

export function MaintenanceScreen() {
  const promoGame = usePublicConfig().data?.links.promoGame;
  // Read again with each status poll, so an expected end that goes by reads as late.
  const { data, dataUpdatedAt } = useMaintenance();
  const t = useT();
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div className="card max-w-md text-center">
        <Wrench className="mx-auto text-brand-600" size={40} aria-hidden />
        <h1 className="mt-4 text-2xl font-bold">{t('maintenance.title')}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t('maintenance.body')}</p>
        {data?.message && <p className="mt-3 whitespace-pre-line">{data.message}</p>}
        <p className="mt-2 text-sm font-medium">
          {maintenancePeriodLine(data?.until ?? null, new Date(dataUpdatedAt))}
        </p>
        <a className="btn-primary mt-6" href={promoGame} target="_blank" rel="noreferrer">
          {t('web.shell.playSigma')}
        </a>
      </div>
    </main>
  );
}
