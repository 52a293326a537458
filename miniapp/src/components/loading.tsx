import { Placeholder, Spinner } from '@telegram-apps/telegram-ui';

/** What a screen shows while its data loads. */
export function Loading() {
  return (
    <Placeholder>
      <Spinner size="l" />
    </Placeholder>
  );
}
