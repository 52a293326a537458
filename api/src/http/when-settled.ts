import type { NextFunction } from 'express';

/**
 * Hands `use` a value at once, or once its promise settles, a rejection (or a throw in
 * `use`) going to `next`: a middleware answered from memory pays no await on the hot path,
 * and one that must ask the record still ends in the error handler.
 */
export function whenSettled<T>(value: T | Promise<T>, use: (value: T) => void, next: NextFunction): void {
  if (value instanceof Promise) value.then(use).catch(next);
  else use(value);
}
