import { useMe } from '@app/shared/client/identity/session';
import { setWalletDialogOpen } from '../lib/wallet-dialog-store';

/** What an admin page shows anyone but the admin: what is needed, and the way to connect. */
export function AdminRequired() {
  const { data: me } = useMe();
  return (
    <section className="card mx-auto max-w-lg text-center">
      <h1 className="text-2xl font-bold">Admin Access Required</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">
        You must connect with the admin wallet to access this page.
      </p>
      {!me?.walletAddress && (
        <button type="button" className="btn-primary mt-6" onClick={() => setWalletDialogOpen(true)}>
          Connect wallet
        </button>
      )}
    </section>
  );
}
