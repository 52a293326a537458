import { isIPv4 } from 'node:net';

/** localhost, 127.0.0.0/8 or ::1 (with or without the brackets a URL puts around it). */
function isLoopbackName(name: string): boolean {
  const host = name.toLowerCase();
  if (host === 'localhost' || host === '::1' || host === '[::1]') return true;
  return isIPv4(host) && host.startsWith('127.');
}

/** Whether a bind address (HOST) reaches only this machine. */
export function isLoopbackHost(host: string): boolean {
  return isLoopbackName(host);
}

/** Whether a URL (PUBLIC_URL) points at this machine. */
export function isLoopbackUrl(url: string): boolean {
  return isLoopbackName(new URL(url).hostname);
}
