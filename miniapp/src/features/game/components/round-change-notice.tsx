import { Button, Placeholder, Progress } from '@telegram-apps/telegram-ui';
import { ROUND_CHANGE_SECONDS } from '@app/shared/client/round-change';
import { useT } from '@app/shared/client/i18n/use-t';
import { useReloadCountdown } from '@app/shared/client/use-reload-countdown';

/** In place of the game: a new round started; reloads after 15 s or on "Refresh Now". */
export function RoundChangeNotice() {
  const left = useReloadCountdown(ROUND_CHANGE_SECONDS);
  const t = useT();
  return (
    <Placeholder
      role="alertdialog"
      aria-label={t('game.roundChange.title')}
      header={t('game.roundChange.title')}
      description={t('game.roundChange.countdown', { seconds: left })}
      action={
        <div className="row column full-width">
          <Progress value={(left / ROUND_CHANGE_SECONDS) * 100} />
          <Button size="l" stretched autoFocus onClick={() => location.reload()}>
            {t('game.roundChange.refresh')}
          </Button>
        </div>
      }
    />
  );
}
