import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, ChevronDown, Contrast, Copy, ExternalLink, LogOut, Trash2, UserPen } from 'lucide-react';
import { useRef, useState } from 'react';
import { shortenAddress } from '@app/shared/rules/address';
import { t } from '@app/shared/client/i18n/language-runtime';
import { useLogout, useMe } from '@app/shared/client/identity/session';
import { useSetHighContrast } from '@app/shared/client/contrast';
import { useHighContrast } from '@app/shared/client/high-contrast';
import { usePublicConfig } from '@app/shared/client/ads';
import { explorerAccountLink } from '@app/shared/links';
import { copyText } from '../../../lib/clipboard';
import { closeDisplayNameDialog, openDisplayNameDialog, useDisplayNameDialog } from '../../../lib/wallet-dialog-store';
import { toast } from '../../../lib/toast';
import { forgetWallet } from '../utils/wallet-storage';
import { DisplayNameDialog } from './display-name-dialog';
import { EraseDataDialog } from './erase-data-dialog';

const itemClass =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800';

/**
 * The connected wallet's menu: the display name (its dialog also opens from the boards),
 * High contrast (kept open to see it change), View on Ledger, Copy Address, Disconnect, Delete My Data.
 */
export default function WalletMenu({ wallet }: { wallet: string }) {
  const logout = useLogout();
  const displayName = useMe().data?.displayName ?? null;
  const naming = useDisplayNameDialog();
  // The menu item that opens the name dialog goes with the menu: focus comes back to the menu's button.
  const menuButton = useRef<HTMLButtonElement>(null);
  const [erasing, setErasing] = useState(false);
  const links = usePublicConfig().data?.links;
  const highContrast = useHighContrast();
  const setHighContrast = useSetHighContrast();
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger ref={menuButton} className="btn-secondary font-mono">
          <span className="sr-only">{t('web.wallet.label', { address: wallet })} </span>
          <bdi>{shortenAddress(wallet)}</bdi> <ChevronDown size={14} aria-hidden />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={6} className="card z-50 min-w-48 p-1">
            <DropdownMenu.Item className={itemClass} onSelect={() => openDisplayNameDialog(menuButton.current)}>
              <UserPen size={14} aria-hidden /> {t(displayName ? 'web.wallet.changeName' : 'web.wallet.setName')}
            </DropdownMenu.Item>
            <DropdownMenu.CheckboxItem
              className={itemClass}
              checked={highContrast}
              disabled={setHighContrast.isPending}
              onSelect={(event) => event.preventDefault()}
              onCheckedChange={(on) => setHighContrast.mutate(on)}
            >
              <Contrast size={14} aria-hidden /> {t('contrast.label')}
              <DropdownMenu.ItemIndicator className="ms-auto">
                <Check size={14} aria-hidden />
              </DropdownMenu.ItemIndicator>
            </DropdownMenu.CheckboxItem>
            <DropdownMenu.Item
              className={itemClass}
              disabled={!links}
              onSelect={() => links && window.open(explorerAccountLink(links, wallet), '_blank', 'noopener')}
            >
              <ExternalLink size={14} aria-hidden /> {t('web.wallet.viewLedger')}
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className={itemClass}
              onSelect={() =>
                void copyText(wallet).then(
                  () => toast({ title: t('web.wallet.copied') }),
                  () => undefined,
                )
              }
            >
              <Copy size={14} aria-hidden /> {t('web.wallet.copy')}
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className={itemClass}
              onSelect={() => {
                forgetWallet();
                logout.mutate();
              }}
            >
              <LogOut size={14} aria-hidden /> {t('wallet.disconnect')}
            </DropdownMenu.Item>
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-800" />
            <DropdownMenu.Item
              className={`${itemClass} text-red-700 dark:text-red-400`}
              onSelect={() => setErasing(true)}
            >
              <Trash2 size={14} aria-hidden /> {t('erase.action')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <DisplayNameDialog
        current={displayName}
        open={naming.open}
        opener={naming.opener}
        onClose={closeDisplayNameDialog}
      />
      <EraseDataDialog open={erasing} onOpenChange={setErasing} />
    </>
  );
}
