import { z } from 'zod';
import { WalletAddress } from './common';

export const TelegramAuthBody = z.object({
  initData: z.string().min(1, 'Missing Telegram initData').max(8192),
  debug: z.boolean().optional(),
});
export type TelegramAuthBody = z.infer<typeof TelegramAuthBody>;

const TelegramUser = z.object({
  id: z.number().int(),
  telegramId: z.string(),
  telegramUsername: z.string().nullable(),
  telegramFirstName: z.string().nullable(),
  walletAddress: z.string().nullable().optional(),
});

export const TelegramAuthResult = z.object({ user: TelegramUser });
export type TelegramAuthResult = z.infer<typeof TelegramAuthResult>;

export const LinkWalletBody = z.object({
  initData: z.string().min(1, 'Missing Telegram initData').max(8192),
  walletAddress: WalletAddress,
  debug: z.boolean().optional(),
});
export type LinkWalletBody = z.infer<typeof LinkWalletBody>;

/** POST /api/telegram/prepared-share: the id the Mini App passes to Telegram's shareMessage. */
export const PreparedShareResult = z.object({ preparedMessageId: z.string() });
export type PreparedShareResult = z.infer<typeof PreparedShareResult>;
