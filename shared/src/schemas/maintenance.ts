import { z } from 'zod';

export const MaintenanceStatus = z.object({
  maintenance: z.boolean(),
  /** The maintenance gate lets this session through (the admin's): its front end shows the game. */
  letThrough: z.boolean(),
});
export type MaintenanceStatus = z.infer<typeof MaintenanceStatus>;
