import { authorizationHeader } from './identity/launch-authorization';

/** The shared request helper of both front ends (docs/SPEC.md section 7). */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
  }

  /** The server asked the client to reload because the round changed. */
  get needsRefresh(): boolean {
    return (this.body as { needsRefresh?: unknown } | null)?.needsRefresh === true;
  }

  /** The machine code of a JSON error body (`NO_ROUND`, `AD_DAILY_LIMIT`…), when there is one. */
  get code(): string | undefined {
    const code = (this.body as { error?: { code?: unknown } } | null)?.error?.code;
    return typeof code === 'string' ? code : undefined;
  }

  /** The human message of a JSON error body, when there is one. */
  get serverMessage(): string | undefined {
    const message = (this.body as { error?: { message?: unknown } } | null)?.error?.message;
    return typeof message === 'string' ? message : undefined;
  }

  /** The input field a refusal names (`nftId`…), when it names one. */
  get field(): string | undefined {
    const field = (this.body as { error?: { field?: unknown } } | null)?.error?.field;
    return typeof field === 'string' ? field : undefined;
  }
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

function withCacheBuster(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}_t=${Date.now()}`;
}

function upgradeToHttps(url: string): string {
  const pageIsHttps = typeof location !== 'undefined' && location.protocol === 'https:';
  return pageIsHttps && url.startsWith('http:') ? `https:${url.slice(5)}` : url;
}

/**
 * Sends a request with the session cookie, or the launch data the Mini App authorized with. GETs get a `_t` cache-buster; 204 or an empty
 * body gives `{}`; a non-OK status throws an ApiError "status: body".
 */
export async function apiRequest<T = unknown>(url: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const target = upgradeToHttps(method === 'GET' ? withCacheBuster(url) : url);
  const response = await fetch(target, {
    method,
    credentials: 'include',
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...authorizationHeader(),
      ...options.headers,
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) {
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // a body that is not JSON stays text
    }
    throw new ApiError(response.status, body, `${response.status}: ${text || response.statusText}`);
  }
  if (response.status === 204 || text.length === 0) return {} as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error('Failed to parse server response as JSON');
  }
}
