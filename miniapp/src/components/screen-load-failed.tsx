import { Button, Placeholder } from '@telegram-apps/telegram-ui';
import { useT } from '@app/shared/client/i18n/use-t';
import { useReloadRetry } from '@app/shared/client/screen-boundary';

/** "Can't reach the game — Retry", in place of a screen whose code could not load. */
export function ScreenLoadFailed() {
  const { retrying, retry } = useReloadRetry();
  const t = useT();
  return (
    <Placeholder
      role="alert"
      header={t('load.failed.title')}
      description={t('load.failed.description')}
      action={
        <Button size="l" loading={retrying} onClick={retry}>
          {t('load.retry')}
        </Button>
      }
    />
  );
}
