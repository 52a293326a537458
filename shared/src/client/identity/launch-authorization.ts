let authorization: string | null = null;

/**
 * Signs every later request with Telegram's launch data (`Authorization: tma <initData>`),
 * the Mini Apps convention: inside Telegram no cookie is needed (a cross-site frame, as in
 * Telegram Web, may neither keep nor send one). The web site never calls this.
 */
export function authorizeWithLaunchData(initData: string): void {
  authorization = `tma ${initData}`;
}

/** The `Authorization` header of a request: the launch data once the Mini App authorized with it, else none. */
export function authorizationHeader(): Record<string, string> {
  return authorization ? { authorization } : {};
}
