import '@app/shared/client/no-eval';
import '@telegram-apps/telegram-ui/dist/styles.css';
import { StrictMode } from 'react';
import { authorizeWithLaunchData } from '@app/shared/client/api-fetch';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { readTelegramEnv } from './lib/telegram';
import './styles.css';

// Every API call, the first included, is signed with the launch data: no cookie session is needed.
const env = readTelegramEnv();
if (env) authorizeWithLaunchData(env.initData);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
