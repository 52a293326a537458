import '@app/shared/client/no-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { catalogLoaders } from 'virtual:i18n-catalogs';
import { activateLanguage, setCatalogs } from '@app/shared/client/i18n/language-runtime';
import { pageLanguage } from '@app/shared/client/i18n/page-language';
import { App } from '../app/app';
import { applyStoredAppearance } from '../lib/theme';
import { readXAppLaunch } from '../features/wallet/utils/xapp-launch';

// Opened as a Xaman xApp: its theme first, so the page starts in Xaman's colours.
readXAppLaunch();
applyStoredAppearance();

// The page's language before the first render: no English shows first.
setCatalogs(catalogLoaders);
await activateLanguage(pageLanguage());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
