import { isIP } from 'node:net';
import { z } from 'zod';

/** Express's names for address ranges (its `trust proxy` accepts them beside addresses). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** `10.0.0.1`, `10.0.0.0/8`, `fd00::/8` or one of Express's range names. */
function isTrustedEntry(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY, for Express's `trust proxy`: true or false, a hop count, or a comma list of
 * addresses, subnets and range names. The client's address (the rate limits' key) is read
 * from X-Forwarded-For only through the proxies it names.
 */
export const TrustProxy = z
  .string()
  .trim()
  .transform((text, ctx): boolean | number | string[] => {
    if (text === 'true' || text === 'false') return text === 'true';
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isTrustedEntry(entry));
    if (bad.length === 0) return entries;
    ctx.addIssue({ code: 'custom', message: `"${bad.join(', ')}" is not an address, a subnet or a hop count` });
    return z.NEVER;
  });
