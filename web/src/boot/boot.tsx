import '@app/shared/client/no-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../app/app';
import { applyStoredAppearance } from '../lib/theme';
import { readXAppLaunch } from '../features/wallet/utils/xapp-launch';

// Opened as a Xaman xApp: its theme first, so the page starts in Xaman's colours.
readXAppLaunch();
applyStoredAppearance();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
