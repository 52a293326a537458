import { Button, Placeholder, Progress } from '@telegram-apps/telegram-ui';
import { ROUND_CHANGE_NOTICE } from '@app/shared/client/round-change';
import { useReloadCountdown } from '@app/shared/client/use-reload-countdown';

/** In place of the game: a new round started; reloads after 15 s or on "Refresh Now". */
export function RoundChangeNotice() {
  const left = useReloadCountdown(ROUND_CHANGE_NOTICE.seconds);
  return (
    <Placeholder
      role="alertdialog"
      aria-label={ROUND_CHANGE_NOTICE.title}
      header={ROUND_CHANGE_NOTICE.title}
      description={ROUND_CHANGE_NOTICE.countdown(left)}
      action={
        <div className="row column full-width">
          <Progress value={(left / ROUND_CHANGE_NOTICE.seconds) * 100} />
          <Button size="l" stretched autoFocus onClick={() => location.reload()}>
            {ROUND_CHANGE_NOTICE.refresh}
          </Button>
        </div>
      }
    />
  );
}
