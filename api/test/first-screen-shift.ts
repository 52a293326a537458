/**
 * How far the game's first screen moves while it is built, for a page to run before its
 * own scripts (an init script): `globalThis.__firstScreenShift` then holds
 * - `layout`: the cumulative layout shift Chromium reports (shifts not caused by input);
 * - `takeOver`: the game image's jump when the app takes it over from the skeleton. The
 *   skeleton's image (written in by the server, or by the Mini App's first module) and the
 *   app's are two elements, so the browser reports no shift for the move between them,
 *   though the player sees the image jump: it is scored here as a layout shift is, the
 *   share of the viewport the two places cover times the distance over the viewport's
 *   larger side, from where each painted (Element Timing, `elementtiming="game-image"`);
 * - `imageMove`: the largest of those jumps, in CSS pixels;
 * - `imagesPainted`: how many `game-image` elements have painted.
 */
export const OBSERVE_FIRST_SCREEN_SHIFT = `(() => {
  const shift = { layout: 0, takeOver: 0, imageMove: 0, imagesPainted: 0 };
  globalThis.__firstScreenShift = shift;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) shift.layout += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const area = (rect) => Math.max(0, rect.width) * Math.max(0, rect.height);
  const overlap = (a, b) => ({
    width: Math.min(a.right, b.right) - Math.max(a.left, b.left),
    height: Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top),
  });
  let painted = null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.identifier !== 'game-image') continue;
      const rect = entry.intersectionRect;
      shift.imagesPainted += 1;
      if (painted && area(rect) > 0) {
        const covered = area(painted) + area(rect) - area(overlap(painted, rect));
        const viewport = innerWidth * innerHeight;
        const distance = Math.max(Math.abs(rect.left - painted.left), Math.abs(rect.top - painted.top));
        shift.takeOver += (covered / viewport) * (distance / Math.max(innerWidth, innerHeight));
        shift.imageMove = Math.max(shift.imageMove, distance);
      }
      if (area(rect) > 0) painted = rect;
    }
  }).observe({ type: 'element', buffered: true });
})();`;

export interface FirstScreenShift {
  layout: number;
  takeOver: number;
  imageMove: number;
  imagesPainted: number;
}

/** The first screen's shift so far, as the init script counted it (evaluate in the page). */
export const firstScreenShift = () => (globalThis as { __firstScreenShift?: FirstScreenShift }).__firstScreenShift;
