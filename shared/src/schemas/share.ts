import { z } from 'zod';

/** What the Mini App asks the bot to prepare for Telegram's shareMessage: the round and the result's text. */
export const PreparedShareBody = z.object({
  roundNumber: z.number().int().positive(),
  text: z.string().max(500),
});
export type PreparedShareBody = z.infer<typeof PreparedShareBody>;

/** The id of the message the bot prepared (savePreparedInlineMessage), for shareMessage. */
export const PreparedShare = z.object({ preparedMessageId: z.string().min(1) });
export type PreparedShare = z.infer<typeof PreparedShare>;
