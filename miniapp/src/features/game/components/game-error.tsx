import { Placeholder } from '@telegram-apps/telegram-ui';
import { gameLoadFailure } from '@app/shared/client/load-failures';

/** Today's game could not be loaded: why, as the server or the spec says it, and Reload Page. */
export function GameError({ error }: { error: unknown }) {
  const { title, description } = gameLoadFailure(error);
  return (
    <Placeholder
      header={title}
      description={description}
      action={
        <button type="button" className="pill-button" onClick={() => location.reload()}>
          Reload Page
        </button>
      }
    />
  );
}
