import { lazy, Suspense } from 'react';
import { usePageLoaded } from '@app/shared/client/page-loaded';
import { ScreenBoundary } from '@app/shared/client/screen-boundary';

// Asked for once the page has loaded, and decided there: nothing of it weighs on the first screen.
const FirstVisitHowTo = lazy(() => import('./first-visit-how-to'));

/** How to play over the game, on a first visit. */
export function HowToOnFirstVisit() {
  const loaded = usePageLoaded();
  if (!loaded) return null;
  return (
    <ScreenBoundary failed={null}>
      <Suspense fallback={null}>
        <FirstVisitHowTo />
      </Suspense>
    </ScreenBoundary>
  );
}
