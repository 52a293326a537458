import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useMemo } from 'react';
import { t } from '@app/shared/client/i18n/language-runtime';
import { XAMAN_HOME } from '@app/shared/client/identity/xaman-app';
import { isMobileDevice } from '../../../lib/device';
import { setWalletDialogOpen, useWalletDialogOpen } from '../../../lib/wallet-dialog-store';
import { useWalletConnect } from '../hooks/use-wallet-connect';

const closeDialog = () => setWalletDialogOpen(false);

/** "Sign in with wallet": a QR code on desktop, the Xaman app link on a phone. */
export default function WalletDialog() {
  const open = useWalletDialogOpen();
  const mobile = useMemo(isMobileDevice, []);
  const { state, connect, cancel } = useWalletConnect({ mobile, onConnected: closeDialog });

  const close = (next: boolean) => {
    if (!next) cancel();
    setWalletDialogOpen(next);
  };

  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="card fixed top-1/2 left-1/2 z-50 w-[92vw] max-w-md -translate-x-1/2 -translate-y-1/2">
          <Dialog.Title className="text-lg font-bold">{t('web.wallet.title')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            {t('web.wallet.terms')}
          </Dialog.Description>
          <Dialog.Close aria-label={t('action.close')} className="btn-ghost absolute top-2 end-2 size-11 p-2">
            <X size={18} />
          </Dialog.Close>
          <div className="mt-5">
            {state.step === 'connecting' ? (
              <ConnectingStep
                mobile={mobile}
                qrData={state.session.qrData}
                deepLink={state.session.deepLink}
                onCancel={cancel}
              />
            ) : (
              <button type="button" className="btn-primary w-full py-3" onClick={() => void connect()}>
                {t(mobile ? 'web.wallet.connectMobile' : 'web.wallet.connectDesktop')}
              </button>
            )}
          </div>
          <XamanHelp />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ConnectingStep(props: { mobile: boolean; qrData: string; deepLink?: string; onCancel: () => void }) {
  // Without an app link the provider's home page is the way to get the app.
  // Xaman may hand over a ready QR picture instead of the text to encode.
  const qrIsImage = /\.(png|svg)(\?|$)/i.test(props.qrData);
  const link = props.deepLink ?? (props.qrData.startsWith('http') ? props.qrData : XAMAN_HOME);
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      {props.mobile ? (
        <a className="btn-primary w-full py-3" href={link} target="_blank" rel="noreferrer">
          {t('web.wallet.openApp')}
        </a>
      ) : (
        <>
          <p className="font-semibold">{t('web.wallet.scan')}</p>
          <div className="rounded-xl bg-white p-3">
            {qrIsImage ? (
              <img src={props.qrData} alt={t('web.wallet.qr')} width={200} height={200} />
            ) : (
              <QRCodeSVG value={props.qrData} size={200} title={t('web.wallet.qr')} />
            )}
          </div>
          {props.qrData.startsWith('http') && !qrIsImage && (
            <a
              dir="ltr"
              className="text-xs break-all text-brand-700 underline dark:text-brand-100"
              href={props.qrData}
              target="_blank"
              rel="noreferrer"
            >
              {props.qrData}
            </a>
          )}
        </>
      )}
      <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
        {t('xaman.waiting')}
      </p>
      <button type="button" className="btn-secondary w-full" onClick={props.onCancel}>
        {t('wallet.cancel')}
      </button>
    </div>
  );
}

/** For a player without Xaman: what it is and where to get it. */
function XamanHelp() {
  return (
    <div className="mt-5 border-t border-slate-200 pt-4 text-sm dark:border-slate-700">
      <p className="font-semibold">{t('xaman.helpTitle')}</p>
      <p className="mt-1 text-slate-600 dark:text-slate-300">{t('xaman.help')}</p>
      <a className="btn-secondary mt-3 w-full py-3" href={XAMAN_HOME} target="_blank" rel="noreferrer">
        {t('xaman.get')}
      </a>
    </div>
  );
}
