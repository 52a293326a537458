import { Placeholder } from '@telegram-apps/telegram-ui';
import { gameLoadFailure } from '@app/shared/client/load-failures';
import { useT } from '@app/shared/client/i18n/use-t';

/** Today's game could not be loaded: why, as the server or the spec says it, and Reload Page. */
export function GameError({ error }: { error: unknown }) {
  const { title, description } = gameLoadFailure(error);
  const t = useT();
  return (
    <Placeholder
      header={title}
      description={description}
      action={
        <button type="button" className="pill-button" onClick={() => location.reload()}>
          {t('game.reload')}
        </button>
      }
    />
  );
}
