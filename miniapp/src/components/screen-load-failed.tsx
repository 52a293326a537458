import { Button, Placeholder } from '@telegram-apps/telegram-ui';
import { SCREEN_LOAD_FAILED, useReloadRetry } from '@app/shared/client/screen-boundary';

/** "Can't reach the game — Retry", in place of a screen whose code could not load. */
export function ScreenLoadFailed() {
  const { retrying, retry } = useReloadRetry();
  return (
    <Placeholder
      role="alert"
      header={SCREEN_LOAD_FAILED.title}
      description={SCREEN_LOAD_FAILED.description}
      action={
        <Button size="l" loading={retrying} onClick={retry}>
          {SCREEN_LOAD_FAILED.retry}
        </Button>
      }
    />
  );
}
