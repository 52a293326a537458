import { lazy, Suspense } from 'react';
import { usePageLoaded } from '@app/shared/client/page-loaded';
import { safeStorage } from '@app/shared/client/safe-storage';
import { ScreenBoundary } from '@app/shared/client/screen-boundary';
import { launchingUser } from '../../../identity/launch-params';

// Asked for once the page has loaded, and decided there: nothing of it weighs on the first screen.
const FirstVisitHowTo = lazy(() => import('./first-visit-how-to'));

/** How to play over the game, on a first visit. */
export function HowToOnFirstVisit() {
  const loaded = usePageLoaded();
  if (!loaded) return null;
  return (
    <ScreenBoundary failed={null}>
      <Suspense fallback={null}>
        <FirstVisitHowTo user={launchingUser()} storage={safeStorage('local')} />
      </Suspense>
    </ScreenBoundary>
  );
}
