import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, Copy, ExternalLink, LogOut, Wallet } from 'lucide-react';
import { shortenAddress } from '@app/shared/rules/address';
import { useLogout, useMe } from '@app/shared/client/session';
import { toast } from '../../lib/toast';
import { forgetWallet } from '../../lib/wallet-storage';
import { setWalletDialogOpen } from './wallet-dialog-store';

const EXPLORER = 'https://livenet.xrpl.org/accounts/';

export function WalletButton() {
  const { data: me } = useMe();
  const logout = useLogout();
  const wallet = me?.walletAddress;

  if (!wallet) {
    return (
      <button type="button" className="btn-primary" onClick={() => setWalletDialogOpen(true)}>
        <Wallet size={16} aria-hidden /> Connect wallet
      </button>
    );
  }

  const itemClass = 'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800';
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="btn-secondary font-mono" aria-label={`Wallet ${wallet}`}>
        {shortenAddress(wallet)} <ChevronDown size={14} aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="card z-50 min-w-48 p-1">
          <DropdownMenu.Item className={itemClass} onSelect={() => window.open(EXPLORER + wallet, '_blank', 'noopener')}>
            <ExternalLink size={14} aria-hidden /> View on Ledger
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={itemClass}
            onSelect={() => void navigator.clipboard?.writeText(wallet).then(() => toast({ title: 'Address copied' }))}
          >
            <Copy size={14} aria-hidden /> Copy Address
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={itemClass}
            onSelect={() => {
              forgetWallet();
              logout.mutate();
            }}
          >
            <LogOut size={14} aria-hidden /> Disconnect
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
