/** The element in which the page lists the app's modules (written by the build, vite.config.ts). */
export const APP_MODULES_ELEMENT_ID = 'app-modules';

/**
 * Starts downloading the app's modules without running them. The page lists them rather
 * than preloading them itself so that they start after the first requests: on a phone,
 * preloaded from the page, their download held up the answers, and on a warm load their
 * compiling held up sending the requests.
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
