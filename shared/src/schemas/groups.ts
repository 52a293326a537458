import { z } from 'zod';
import { decodeGroupId } from '../rules/group-id';

/** A group member's game of the day, spoiler-free: how many attempts and the points, never the guesses. */
const GroupDayResult = z.object({
  name: z.string(),
  attemptsUsed: z.number().int(),
  solved: z.boolean(),
  finished: z.boolean(),
  points: z.number().int(),
  /** The player asking. */
  you: z.boolean(),
});

/** A group member's week so far (Monday 00:00 UTC to now). */
const GroupWeekTotal = z.object({
  name: z.string(),
  points: z.number().int(),
  solved: z.number().int(),
  played: z.number().int(),
  you: z.boolean(),
});

/** GET /api/groups/:groupId/board: today's results of the group's members and the week's totals. */
export const GroupBoard = z.object({
  group: z.object({ id: z.string(), title: z.string() }),
  day: z.string(),
  members: z.number().int(),
  today: z.array(GroupDayResult),
  week: z.array(GroupWeekTotal),
});
export type GroupBoard = z.infer<typeof GroupBoard>;
export type GroupDayResult = z.infer<typeof GroupDayResult>;

/** The group in the board's path: as in its start parameter (`m1001234567890`) or plain (`-1001234567890`). */
export const GroupBoardParams = z.object({
  groupId: z
    .string()
    .transform((text) => decodeGroupId(text))
    .pipe(z.string({ error: 'groupId must be a Telegram group id, such as m1001234567890' })),
});
