import { catalogLoaders } from 'virtual:i18n-catalogs';
import { activateLanguage, setCatalogs } from '@app/shared/client/i18n/language-runtime';
import { skeletonReady } from './launch';
import { launchLanguage } from './launch-language';

// The player's language, loaded beside the first requests: the app renders in it from the start.
setCatalogs(catalogLoaders);
const languageReady = launchLanguage().then(activateLanguage);

// The page's only script: a few KB that send the first requests and show the player's
// image (launch.ts). The app's modules, most of the first load (React DOM, the UI kit,
// the schemas), download meanwhile (preloadAppModules) and run once that image is on
// screen: on a phone their first run and render hold the main thread for longer than the
// answers take to come.
void Promise.all([skeletonReady, languageReady]).then(() => import('./boot'));
