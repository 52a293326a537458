import { Button, Placeholder } from '@telegram-apps/telegram-ui';
import { usePublicConfig } from '@app/shared/client/ads';
import { useMaintenance } from '@app/shared/client/maintenance';
import { maintenancePeriod } from '@app/shared/rules/maintenance-period';
import './maintenance-screen.css';

export function MaintenanceScreen() {
  const promoGame = usePublicConfig().data?.links.promoGame;
  // Read again with each status poll, so an expected end that goes by reads as late.
  const { data, dataUpdatedAt } = useMaintenance();
  return (
    <div className="page">
      <Placeholder
        header="Under Maintenance"
        description={
          <>
            BWIF NFT Guess is temporarily unavailable for maintenance
            {data?.message && <p className="maintenance-note">{data.message}</p>}
            <p className="maintenance-note">{maintenancePeriod(data?.until ?? null, new Date(dataUpdatedAt))}</p>
          </>
        }
        action={
          promoGame && (
            <Button Component="a" href={promoGame} target="_blank" rel="noreferrer" size="l">
              Play SIGMA, our strategy game
            </Button>
          )
        }
      />
    </div>
  );
}
