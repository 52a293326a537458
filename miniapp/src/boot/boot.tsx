import '@app/shared/client/no-eval';
// The stylesheet's order: the UI kit, the app's globals, then each component's own file
// (imported by the component), so a component's rule wins over a global one of its weight.
import '@telegram-apps/telegram-ui/dist/styles.css';
import '../styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../app/app';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
