import { createExternalStore } from '@app/shared/client/external-store';

// Any screen may ask for the sign-in dialog ("Sign in to Play", the header button).
const walletDialog = createExternalStore(false);

export const setWalletDialogOpen = (open: boolean) => walletDialog.set(open);
export const useWalletDialogOpen = () => walletDialog.use();
