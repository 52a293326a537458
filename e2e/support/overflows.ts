import type { Page } from 'playwright-core';

/** The page's horizontal overflow, and each text box whose text is wider than the box and cut. */
export function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`page: ${root.scrollWidth} > ${root.clientWidth}`);
    const texts = document.body.querySelectorAll<HTMLElement>('h1, h2, h3, p, a, button, label, span, th, td, li');
    for (const element of Array.from(texts)) {
      const style = getComputedStyle(element);
      const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      // Read out but not shown (sr-only): a 1 px box.
      if (element.clientWidth <= 1) continue;
      if (clips && element.scrollWidth > element.clientWidth + 1)
        found.push(`${element.tagName}: ${element.textContent?.slice(0, 40)}`);
      const box = element.getBoundingClientRect();
      if (box.width > 0 && (box.right > root.clientWidth + 1 || box.left < -1))
        found.push(`${element.tagName} outside the page: ${element.textContent?.slice(0, 40)}`);
    }
    return found;
  });
}

/**
 * Each element that ends its text in "…" because the text is wider than its box (telegram-ui's
 * rows and buttons do, on one line): words cut where a player should read them whole.
 */
export function cutWithEllipsis(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.body.querySelectorAll<HTMLElement>('*')).flatMap((element) => {
      if (element.clientWidth <= 1 || getComputedStyle(element).textOverflow !== 'ellipsis') return [];
      if (element.scrollWidth <= element.clientWidth + 1) return [];
      return [`${element.tagName} cut: ${element.textContent?.slice(0, 40)}`];
    }),
  );
}

/** The texts of the elements matching `selector` that run over more than one line. */
export function wrappedTexts(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((wanted) => {
    const lines = (range: Range) => new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
    return Array.from(document.querySelectorAll(wanted)).flatMap((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return lines(range) > 1 ? [element.textContent ?? ''] : [];
    });
  }, selector);
}

/** The words inside the elements matching `selector` broken over two lines though a line would hold them whole. */
export function wordsBrokenMidWord(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((wanted) => {
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(wanted))) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const rects = Array.from(range.getClientRects());
          const width = rects.reduce((sum, rect) => sum + rect.width, 0);
          if (new Set(rects.map((rect) => Math.round(rect.top))).size > 1 && width <= element.clientWidth)
            found.push(word[0]);
        }
      }
    }
    return found;
  }, selector);
}
