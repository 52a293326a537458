/** A sign-in request made with the wallet provider. */
export interface SignInRequest {
  uuid: string;
  /** What the desktop dialog renders as a QR code (a sign URL or QR image URL). */
  qrData: string;
  /** The link that opens the wallet app on a phone. */
  deepLink: string;
}

export type SignInStatus =
  { state: 'pending' } | { state: 'signed'; account: string } | { state: 'rejected' } | { state: 'expired' };

/** Xaman (or the offline development wallet) behind the one interface the server uses. */
export interface XamanAdapter {
  readonly kind: 'xaman' | 'development';
  createSignIn(): Promise<SignInRequest>;
  /** The request's state; only a 'signed' answer proves the account. */
  getSignInStatus(uuid: string): Promise<SignInStatus>;
}
