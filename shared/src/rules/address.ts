import { ADDRESS_SHORTENING } from '../constants';

export type AddressScreen = keyof typeof ADDRESS_SHORTENING;

/** Shortens a wallet address for a screen ("rHb9…Tyh"); addresses that would not shrink stay whole. */
export function shortenAddress(address: string, screen: AddressScreen = 'wallet'): string {
  const [head, tail] = ADDRESS_SHORTENING[screen];
  if (address.length <= head + tail + 1) return address;
  return `${address.slice(0, head)}...${address.slice(-tail)}`;
}

/** Classic XRPL account address: base58 (Ripple alphabet) starting with 'r', 25-35 characters. */
export const XRPL_ADDRESS_PATTERN = /^r[1-9A-HJ-NP-Za-km-z]{24,34}$/;

export function isXrplAddress(text: string): boolean {
  return XRPL_ADDRESS_PATTERN.test(text);
}
