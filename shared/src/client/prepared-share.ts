import { PreparedShare, type PreparedShareBody } from '../schemas/share';
import { apiRequest } from './api-fetch';

/** Asks the bot (through the server) to prepare the result as a message Telegram can share. */
export async function requestPreparedShare(body: PreparedShareBody): Promise<PreparedShare> {
  return PreparedShare.parse(await apiRequest('/api/telegram/prepared-share', { method: 'POST', body }));
}
