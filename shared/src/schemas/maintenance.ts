import { z } from 'zod';

export const MaintenanceStatus = z.object({ maintenance: z.boolean() });
export type MaintenanceStatus = z.infer<typeof MaintenanceStatus>;
