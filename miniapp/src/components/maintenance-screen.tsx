import { Button, Placeholder } from '@telegram-apps/telegram-ui';
import { usePublicConfig } from '@app/shared/client/ads';
import { useMaintenance } from '@app/shared/client/maintenance';
import { maintenancePeriod } from '@app/shared/rules/maintenance-period';

export function MaintenanceScreen() {
  const promoGame = usePublicConfig().data?.links.promoGame;
  // Read again with each status poll, so an expected end that goes by reads as late.
  const { data, dataUpdatedAt } = useMaintenance();
  return (
    <div className="page">
      <Placeholder
        header="Under Maintenance"
        description="BWIF NFT Guess is temporarily unavailable for maintenance"
        action={
          promoGame && (
            <Button Component="a" href={promoGame} target="_blank" rel="noreferrer" size="l">
              Play SIGMA, our strategy game
            </Button>
          )
        }
      >
        {data?.message && <p className="placeholder-text">{data.message}</p>}
        <p className="placeholder-text">{maintenancePeriod(data?.until ?? null, new Date(dataUpdatedAt))}</p>
      </Placeholder>
    </div>
  );
}
