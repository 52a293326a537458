import { lazy, Suspense, type ComponentProps } from 'react';
import { ScreenBoundary } from '@app/shared/client/screen-boundary';

// The ad button sits below the game and the result: its code (the ad flow) loads after the
// first screen, keeping the Mini App's first load inside its budget.
const AdRewardButton = lazy(() => import('./ad-reward-button').then((module) => ({ default: module.AdRewardButton })));

/** The ad button, loaded once the screen around it is up; nothing in its place meanwhile or if it fails to load. */
export function LaterAdRewardButton(props: ComponentProps<typeof AdRewardButton>) {
  return (
    <ScreenBoundary failed={null}>
      <Suspense fallback={null}>
        <AdRewardButton {...props} />
      </Suspense>
    </ScreenBoundary>
  );
}
