import { TelegramAuthResult } from '../schemas/telegram';
import { apiRequest } from './api-fetch';

export async function authenticateTelegram(initData: string): Promise<TelegramAuthResult> {
  return TelegramAuthResult.parse(await apiRequest('/api/telegram/auth', { method: 'POST', body: { initData } }));
}

export async function linkTelegramWallet(initData: string, walletAddress: string): Promise<TelegramAuthResult> {
  return TelegramAuthResult.parse(
    await apiRequest('/api/telegram/link-wallet', { method: 'POST', body: { initData, walletAddress } }),
  );
}
