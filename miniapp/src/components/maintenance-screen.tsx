import { Button, Placeholder } from '@telegram-apps/telegram-ui';
import { usePublicConfig } from '@app/shared/client/ads';
import { maintenancePeriodLine, useMaintenance } from '@app/shared/client/maintenance';
import { useT } from '@app/shared/client/i18n/use-t';
import './maintenance-screen.css';

export function MaintenanceScreen() {
  const promoGame = usePublicConfig().data?.links.promoGame;
  // Read again with each status poll, so an expected end that goes by reads as late.
  const { data, dataUpdatedAt } = useMaintenance();
  const t = useT();
  return (
    <div className="page">
      <Placeholder
        header={t('maintenance.title')}
        description={
          <>
            {t('maintenance.body')}
            {data?.message && <p className="maintenance-note">{data.message}</p>}
            <p className="maintenance-note">{maintenancePeriodLine(data?.until ?? null, new Date(dataUpdatedAt))}</p>
          </>
        }
        action={
          promoGame && (
            <Button Component="a" href={promoGame} target="_blank" rel="noreferrer" size="l">
              {t('miniapp.shell.playSigma')}
            </Button>
          )
        }
      />
    </div>
  );
}
