import { authorizeWithLaunchData } from '@app/shared/client/api-fetch';
import { askGameScreenEarly } from '@app/shared/client/early-answers';
import { screenPath } from './lib/screens';
import { readTelegramEnv } from './lib/telegram';

// Imported before the app's modules. Every API call, the first included, is signed with
// the launch data: no cookie session is needed. Opened on the game, its first requests go
// out now, while the larger modules (React DOM, the UI kit, the schemas) are still to run.
const env = readTelegramEnv();
if (env) {
  authorizeWithLaunchData(env.initData);
  if (screenPath() === '/') askGameScreenEarly();
}
