import type { RequestHandler } from 'express';
import type { Ctx } from '../context';
import { ctxOf } from './context';

/** Middleware that lets a request through only when `check` passes on its context; `check` throws the refusal. */
export function guardedBy(check: (ctx: Ctx) => unknown): RequestHandler {
  return (_req, res, next) => {
    check(ctxOf(res));
    next();
  };
}
