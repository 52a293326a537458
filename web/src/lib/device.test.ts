import { afterEach, describe, expect, it, vi } from 'vitest';
import { isMobileDevice } from './device';

const DESKTOP_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const PHONE_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

function device(userAgent: string, { touch, width }: { touch: boolean; width: number }) {
  vi.stubGlobal('navigator', { userAgent, maxTouchPoints: touch ? 5 : 0 });
  vi.stubGlobal('window', { innerWidth: width });
}

afterEach(() => vi.unstubAllGlobals());

describe('isMobileDevice (docs/SPEC.md section 2)', () => {
  it('is mobile by user agent, whatever the width', () => {
    device(PHONE_AGENT, { touch: true, width: 1024 });
    expect(isMobileDevice()).toBe(true);
  });

  it('is mobile on a touch screen narrower than 768 px', () => {
    device(DESKTOP_AGENT, { touch: true, width: 767 });
    expect(isMobileDevice()).toBe(true);
  });

  it('is not mobile on a touch screen 768 px wide or more, nor on a narrow window without touch', () => {
    device(DESKTOP_AGENT, { touch: true, width: 768 });
    expect(isMobileDevice()).toBe(false);
    device(DESKTOP_AGENT, { touch: false, width: 390 });
    expect(isMobileDevice()).toBe(false);
  });
});
