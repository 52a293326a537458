import { Button, Placeholder } from '@telegram-apps/telegram-ui';

export function MaintenanceScreen() {
  return (
    <div className="page">
      <Placeholder
        header="Under Maintenance"
        description="BWIF NFT Guess is temporarily unavailable for maintenance"
        action={
          <Button Component="a" href="https://t.me/sigma_xrpl_bot" target="_blank" rel="noreferrer" size="m">
            Play SIGMA, our strategy game
          </Button>
        }
      >
        <p>Maintenance period: Undetermined</p>
      </Placeholder>
    </div>
  );
}
