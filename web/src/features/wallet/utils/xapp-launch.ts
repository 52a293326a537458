import { safeStorage } from '@app/shared/client/safe-storage';

/**
 * Opened as an xApp, Xaman adds `xAppToken` (a one-time token the server resolves to the
 * account open in Xaman) and `xAppStyle` (its theme: LIGHT, DARK, MOONLIGHT or ROYAL) to the
 * page's address.
 */
export interface XAppLaunch {
  token: string | null;
  theme: 'light' | 'dark' | null;
}

const THEME_KEY = 'theme';

function themeOf(style: string | null): 'light' | 'dark' | null {
  if (!style) return null;
  const name = style.toUpperCase();
  if (name === 'LIGHT') return 'light';
  return name === 'DARK' || name === 'MOONLIGHT' || name === 'ROYAL' ? 'dark' : null;
}

let launch: XAppLaunch | undefined;

/**
 * Reads the xApp launch once, before the first render: Xaman's theme becomes the page's
 * choice (kept as the theme toggle keeps one), and the token leaves the address bar so a
 * reload does not send a used token again.
 */
export function readXAppLaunch(): XAppLaunch {
  if (launch) return launch;
  const url = new URL(window.location.href);
  const token = url.searchParams.get('xAppToken');
  const theme = themeOf(url.searchParams.get('xAppStyle'));
  if (theme) safeStorage('local').set(THEME_KEY, theme);
  if (token) {
    url.searchParams.delete('xAppToken');
    window.history.replaceState(window.history.state, '', url.toString());
  }
  launch = { token, theme };
  return launch;
}
