import type { ApiError } from '../api-fetch';
import { hasMessage, t } from './language-runtime';

/**
 * A server refusal in the player's language: its code's message (`error.<CODE>` in the
 * common catalog) when the catalog has one, else the server's own words.
 */
export function errorMessage(error: ApiError): string | undefined {
  const id = `error.${error.code}`;
  return error.code && hasMessage(id) ? t(id) : error.serverMessage;
}
