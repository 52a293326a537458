import { afterEach, describe, expect, it, vi } from 'vitest';

const ADA = `rAda${'X'.repeat(30)}`;
const BOB = `rBob${'X'.repeat(30)}`;

/** The module reads the hint once per page load: each test loads it afresh, as a new page would. */
async function pageLoad(search: string, stored: Record<string, string>) {
  const storage = new Map(Object.entries(stored));
  vi.stubGlobal('location', { search });
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  });
  vi.resetModules();
  return { storage, ...(await import('./wallet-storage')) };
}

afterEach(() => vi.unstubAllGlobals());

describe('the wallet shown before the server answers', () => {
  it('takes the wallet query parameter first, then the mini-app hand-over, then the saved address', async () => {
    const both = { lastConnectedWallet: BOB, walletAddress: ADA };
    expect((await pageLoad(`?wallet=${ADA}`, both)).restoreWalletHint()).toBe(ADA);
    expect((await pageLoad('', both)).restoreWalletHint()).toBe(BOB);
    expect((await pageLoad('', { walletAddress: ADA })).restoreWalletHint()).toBe(ADA);
    expect((await pageLoad('', {})).restoreWalletHint()).toBeNull();
  });

  it('uses the mini-app hand-over once: the next page load falls back to the saved address', async () => {
    const first = await pageLoad('', { lastConnectedWallet: BOB, walletAddress: ADA });
    expect(first.restoreWalletHint()).toBe(BOB);
    expect(first.storage.has('lastConnectedWallet')).toBe(false);
    expect((await pageLoad('', Object.fromEntries(first.storage))).restoreWalletHint()).toBe(ADA);
  });

  it('reads once per page load, so a later save does not change the hint', async () => {
    const page = await pageLoad('', { walletAddress: ADA });
    expect(page.restoreWalletHint()).toBe(ADA);
    page.saveWallet(BOB);
    expect(page.restoreWalletHint()).toBe(ADA);
  });
});

describe('the stored wallet follows the session', () => {
  it("saves the session's wallet and forgets it once the session is gone", async () => {
    const page = await pageLoad('', {});
    page.syncStoredWallet(ADA);
    expect(Object.fromEntries(page.storage)).toEqual({ walletAddress: ADA, walletType: 'xaman' });
    page.syncStoredWallet(null);
    expect(page.storage.size).toBe(0);
  });
});
