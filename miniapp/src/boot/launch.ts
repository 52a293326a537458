import { authorizeWithLaunchData } from '@app/shared/client/identity/launch-authorization';
import { preloadAppModules } from '@app/shared/client/app-modules';
import { askGameScreenEarly, askPlayerEarly } from '@app/shared/client/early-answers';
import { atTheLatest } from '@app/shared/client/skeleton-paint';
import { readTelegramEnv } from '../identity/launch-params';
import { screenPath } from '../lib/screen-path';
import { showImageInSkeleton } from './skeleton-image';

// Run first, before the app's modules. Every API call, the first included, is signed with
// the launch data: no cookie session is needed. Opened on the game, its first requests go
// out now, then the app's modules start downloading, and the player's image shows in the
// skeleton as soon as its address arrives. Opened elsewhere, the player is asked at once:
// their saved language comes with it (launch-language.ts).
const env = readTelegramEnv();
if (env) authorizeWithLaunchData(env.initData);
const onGame = env !== null && screenPath() === '/';
if (onGame) askGameScreenEarly();
else askPlayerEarly();
preloadAppModules();

/**
 * Settles once the skeleton shows the player's image, or will not: the app starts then,
 * so its first render neither hides that image before it is drawn nor waits on a spinner
 * for answers that are on their way.
 */
export const skeletonReady: Promise<void> = onGame ? atTheLatest(showImageInSkeleton()) : Promise.resolve();
