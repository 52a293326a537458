import * as Toast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { createExternalStore } from '@app/shared/client/external-store';
import { TOAST } from '@app/shared/constants';
import { t } from '@app/shared/client/i18n/language-runtime';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

interface ShownToast extends ToastMessage {
  open: boolean;
}

// One toast at a time (docs/SPEC.md section 9): a new one replaces the current one.
const currentToast = createExternalStore<ShownToast | null>(null);
let nextId = 1;

/** Shows a toast; the previous one, if any, is replaced. */
export function toast(message: Omit<ToastMessage, 'id'>): void {
  currentToast.set({ ...message, id: nextId++, open: true });
}

/** The toast on screen, or dismissed and not yet removed (open false); null once removed. */
export const shownToast = (): ShownToast | null => currentToast.get();

/**
 * Closes toast `id`. It is removed only after the spec's delay: until then it stays mounted,
 * closed, so its closing animation can play (a toast shown since replaces it at once).
 */
export function dismissToast(id: number): void {
  const shown = currentToast.get();
  if (shown?.id !== id) return;
  currentToast.set({ ...shown, open: false });
  setTimeout(() => {
    if (currentToast.get()?.id === id) currentToast.set(null);
  }, TOAST.removeDelayMs);
}

/** Closes whatever toast is on screen: a moment of its own (the result dialog) is not to be covered by older news. */
export function dismissShownToast(): void {
  const shown = currentToast.get();
  if (shown) dismissToast(shown.id);
}

export function Toaster() {
  const message = currentToast.use();
  const destructive = message?.variant === 'destructive';
  return (
    <Toast.Provider
      label={t('web.toast.label')}
      duration={TOAST.durationMs}
      swipeDirection="right"
      swipeThreshold={TOAST.swipeThresholdPx}
    >
      {message && (
        <Toast.Root
          key={message.id}
          open={message.open}
          onOpenChange={(open) => !open && dismissToast(message.id)}
          className={`relative rounded-xl border p-4 pr-10 shadow-lg ${
            destructive
              ? 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100'
              : 'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100'
          }`}
        >
          <Toast.Title className="text-sm font-semibold">{message.title}</Toast.Title>
          {message.description && (
            <Toast.Description className="mt-1 text-sm opacity-90">{message.description}</Toast.Description>
          )}
          <Toast.Close
            aria-label={t('action.close')}
            className="absolute top-3 end-3 rounded p-1 opacity-70 hover:opacity-100"
          >
            <X size={16} />
          </Toast.Close>
        </Toast.Root>
      )}
      {/* Radix puts the hotkey in for "{hotkey}". On a phone at the top: at the bottom it covered the guess form. */}
      <Toast.Viewport
        label={t('web.toast.region', { hotkey: '{hotkey}' })}
        className="fixed end-0 top-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none md:top-auto md:bottom-0"
      />
    </Toast.Provider>
  );
}
