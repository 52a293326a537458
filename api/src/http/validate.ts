import type { z } from 'zod';
import { AppError } from '../errors';

/** Parses request input with a zod schema; the first problem becomes a 400 naming the field. */
export function parseInput<T extends z.ZodType>(schema: T, data: unknown): z.infer<T> {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.join('.');
  const message = issue.code === 'invalid_type' && field ? `${field}: ${issue.message}` : issue.message;
  throw new AppError('BAD_REQUEST', message, field ? { field } : {});
}
