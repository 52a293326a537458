import { PreparedShareResult } from '../schemas/telegram';
import { apiRequest } from './api-fetch';

/** Asks the bot (through the server) to prepare the player's finished game as a message Telegram can share. */
export async function requestPreparedShare(): Promise<PreparedShareResult> {
  return PreparedShareResult.parse(await apiRequest('/api/telegram/prepared-share', { method: 'POST' }));
}
