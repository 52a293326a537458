import { createExternalStore } from '@app/shared/client/external-store';

// Any screen may ask for the sign-in dialog ("Sign in to Play", the header button).
const walletDialog = createExternalStore(false);

export const setWalletDialogOpen = (open: boolean) => walletDialog.set(open);
export const useWalletDialogOpen = () => walletDialog.use();

// The wallet menu draws the display-name dialog; a board's "Choose a name" opens it where the name shows.
const displayNameDialog = createExternalStore(false);

export const setDisplayNameDialogOpen = (open: boolean) => displayNameDialog.set(open);
export const useDisplayNameDialogOpen = () => displayNameDialog.use();
