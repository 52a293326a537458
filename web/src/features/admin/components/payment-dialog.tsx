import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect } from 'react';
import { queryKeys } from '@app/shared/client/query-keys';
import { usePaymentState } from '@app/shared/client/raffle';
import { formatXrp } from '@app/shared/rules/raffle';
import type { PaymentCreated, RaffleWinner } from '@app/shared/schemas/raffle';

/** A payment request made: its QR code and link, followed until the server finds it paid on the ledger or refused. */
export function PaymentDialog(props: { winner: RaffleWinner; created: PaymentCreated; onClose: () => void }) {
  const { winner, created } = props;
  const payment = usePaymentState(created.uuid);
  const queryClient = useQueryClient();
  const state = payment.data?.state;
  useEffect(() => {
    if (!state || state === 'pending') return;
    // The verdict changed the period and wrote the audit log.
    for (const queryKey of [queryKeys.admin.raffle, queryKeys.admin.audit])
      void queryClient.invalidateQueries({ queryKey });
  }, [state, queryClient]);

  const { qrData } = created;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && props.onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 flex-col items-center gap-3 rounded-2xl bg-white p-5 text-center shadow-xl dark:bg-slate-900">
          <Dialog.Title className="text-lg font-bold">Pay {winner.name}</Dialog.Title>
          <Dialog.Description className="text-sm">
            {formatXrp(winner.prizeDrops)} from the admin wallet to{' '}
            <span className="font-mono text-xs break-all">{winner.walletAddress}</span>
          </Dialog.Description>
          {state !== 'paid' && state !== 'refused' && (
            <>
              <div className="rounded-xl bg-white p-3">
                {/\.(png|svg)(\?|$)/i.test(qrData) ? (
                  <img src={qrData} alt="Xaman payment QR code" width={180} height={180} />
                ) : (
                  <QRCodeSVG value={qrData} size={180} title="Xaman payment QR code" />
                )}
              </div>
              {qrData.startsWith('http') && (
                <a className="btn-secondary min-h-11 w-full" href={qrData} target="_blank" rel="noreferrer">
                  Open in Xaman
                </a>
              )}
              <p className="text-xs text-slate-600 dark:text-slate-400" aria-live="polite">
                Waiting for the signature, then for the ledger to validate the payment…
              </p>
            </>
          )}
          {state === 'paid' && (
            <p role="status" className="font-semibold text-green-700 dark:text-green-300">
              Paid and confirmed on the ledger.
            </p>
          )}
          {state === 'refused' && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              Refused: {payment.data?.reason}
            </p>
          )}
          <Dialog.Close className="btn-secondary min-h-11 w-full">Close</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
