import { Button, Placeholder } from '@telegram-apps/telegram-ui';
import { usePublicConfig } from '@app/shared/client/ads';

export function MaintenanceScreen() {
  const promoGame = usePublicConfig().data?.links.promoGame;
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
        <p className="placeholder-text">Maintenance period: Undetermined</p>
      </Placeholder>
    </div>
  );
}
