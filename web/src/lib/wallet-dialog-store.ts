import { createExternalStore } from '@app/shared/client/external-store';

// Any screen may ask for the sign-in dialog ("Sign in to Play", the header button).
const walletDialog = createExternalStore(false);

export const setWalletDialogOpen = (open: boolean) => walletDialog.set(open);
export const useWalletDialogOpen = () => walletDialog.use();

// The wallet menu draws the display-name dialog; a board's "Choose a name" opens it where the name shows.
// The opener is kept after closing: the dialog gives it focus back once it has gone, as WAI-ARIA dialogs do.
interface DisplayNameDialogState {
  open: boolean;
  opener: HTMLElement | null;
}

const displayNameDialog = createExternalStore<DisplayNameDialogState>({ open: false, opener: null });

/** Opens the display-name dialog; `opener` gets keyboard focus back when it closes. */
export const openDisplayNameDialog = (opener: HTMLElement | null) => displayNameDialog.set({ open: true, opener });
export const closeDisplayNameDialog = () => displayNameDialog.set({ ...displayNameDialog.get(), open: false });
export const useDisplayNameDialog = () => displayNameDialog.use();
