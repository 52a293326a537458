import { z } from 'zod';

export const Appearance = z.enum(['light', 'dark', 'system']);
export type Appearance = z.infer<typeof Appearance>;

export const ThemeBody = z.object({ appearance: Appearance });
export type ThemeBody = z.infer<typeof ThemeBody>;
