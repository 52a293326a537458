import { preloadAppModules } from '@app/shared/client/app-modules';
import { keepInviteRef } from '@app/shared/client/invite-ref';
import { activateLanguage, setCatalogs } from '@app/shared/client/i18n/language-runtime';
import { pageLanguage } from '@app/shared/client/i18n/page-language';
import { catalogLoaders } from 'virtual:i18n-catalogs';
import { atTheLatest, painted } from '@app/shared/client/skeleton-paint';
import '../styles.css';

// A friend's invite link (/?ref=…): kept until the player signs in, whatever page they go to first.
keepInviteRef(window.location.search);

// The page's language, loaded beside the skeleton's image: the app renders in it from the start.
setCatalogs(catalogLoaders);
const languageReady = activateLanguage(pageLanguage());

// The page's only script. On the game page the server has written the player's image into
// the skeleton; the app's modules (React, the router, the game), most of the first load,
// start downloading once it is on screen and run after: on a phone, downloaded beside it,
// they took most of the bandwidth the image needed, and on a warm load their first run held
// the main thread before it could paint.
const skeletonImage = document.querySelector<HTMLImageElement>('#root > .skeleton img.skeleton-image');
void atTheLatest(skeletonImage ? painted(skeletonImage) : Promise.resolve()).then(() => {
  preloadAppModules();
  return languageReady.then(() => import('./boot'));
});
