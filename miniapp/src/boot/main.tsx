import { skeletonReady } from './launch';

// The page's only script: a few KB that send the first requests and show the player's
// image (launch.ts). The app's modules, most of the first load (React DOM, the UI kit,
// the schemas), download meanwhile (preloadAppModules) and run once that image is on
// screen: on a phone their first run and render hold the main thread for longer than the
// answers take to come.
void skeletonReady.then(() => import('./boot'));
