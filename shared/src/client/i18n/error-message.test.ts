import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-fetch';
import { errorMessage } from './error-message';

const refusal = (code: string, message: string) => new ApiError(409, { error: { code, message } }, message);

describe("errorMessage: a server refusal in the player's language", () => {
  it("takes its code's message from the catalog, else the server's words", () => {
    expect(errorMessage(refusal('AD_DAILY_LIMIT', 'server words'))).toBe(
      "You've reached your daily limit of ads. Check back tomorrow!",
    );
    expect(errorMessage(refusal('ALREADY_GUESSED', 'You already guessed #385.'))).toBe('You already guessed #385.');
  });
});
