import { APP_MODULES_ELEMENT_ID } from '@app/shared/build/app-modules';

/**
 * Starts downloading the app's modules without running them. The page lists them
 * (listTheAppModules, at build) rather than preloading them itself so that they start when
 * its script chooses: on a phone, preloaded from the page, their download held up the
 * first screen's requests and image, and on a warm load their compiling held up its paint.
 */
export function preloadAppModules(): void {
  const listed = document.getElementById(APP_MODULES_ELEMENT_ID)?.textContent;
  for (const href of JSON.parse(listed ?? '[]') as string[]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
