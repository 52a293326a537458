import { afterEach, describe, expect, it, vi } from 'vitest';
import { speak } from './i18n/test/speak';
import { apiRequest } from './api-fetch';
import { guessFailure } from './guess-failure';
import { queryKeys } from './query-keys';

/** The error the API client throws when the server answers a guess with this status and body. */
async function refusal(status: number, body: string): Promise<unknown> {
  vi.stubGlobal('fetch', async () => new Response(body, { status }));
  return apiRequest('/api/game/guess', { method: 'POST', body: { guess: '1', roundId: 1 } }).then(
    () => expect.unreachable('the request should fail'),
    (error: unknown) => error,
  );
}

const errorBody = (code: string, extra: object = {}) =>
  JSON.stringify({ error: { code, message: 'refused' }, ...extra });

afterEach(() => {
  vi.unstubAllGlobals();
  speak('en');
});

describe('the guess-error policy', () => {
  it('shows the round-change notice for a 409 or 404 that asks for a refresh', async () => {
    for (const status of [409, 404]) {
      const error = await refusal(status, errorBody('ROUND_CHANGED', { needsRefresh: true }));
      expect(guessFailure(error)).toEqual({ outcome: 'round-changed' });
    }
  });

  it('asks to connect the wallet again and refetches the session when the session is gone', async () => {
    expect(guessFailure(await refusal(401, errorBody('UNAUTHORIZED')))).toEqual({
      outcome: 'signed-out',
      refetch: queryKeys.me,
      message: { title: 'Wallet not connected', description: 'Please connect your wallet to play the game.' },
    });
  });

  it('refetches the image without a message when the game is already over', async () => {
    expect(guessFailure(await refusal(409, errorBody('CONFLICT')))).toEqual({
      outcome: 'game-over',
      refetch: queryKeys.game.images,
    });
  });

  it("puts the server's words in the field when the number was tried already, counting nothing", async () => {
    const body = JSON.stringify({ error: { code: 'ALREADY_GUESSED', message: 'You already guessed #100' } });
    expect(guessFailure(await refusal(409, body))).toEqual({
      outcome: 'already-guessed',
      fieldError: 'You already guessed #100',
    });
  });

  it("puts the code's words in the field in another language, not the server's English", async () => {
    speak('es');
    const body = JSON.stringify({ error: { code: 'ALREADY_GUESSED', message: 'You already guessed #100' } });
    expect(guessFailure(await refusal(409, body))).toEqual({
      outcome: 'already-guessed',
      fieldError: 'Ya probaste ese número',
    });
  });

  it('does not take a text body mentioning needsRefresh for the signal', async () => {
    expect(guessFailure(await refusal(409, 'needsRefresh: true'))).toMatchObject({ outcome: 'game-over' });
  });

  it('asks to try again on any other failure, network errors included', async () => {
    const failed = {
      outcome: 'failed',
      message: { title: 'Error', description: 'Failed to submit your guess. Please try again.' },
    };
    expect(guessFailure(await refusal(500, errorBody('INTERNAL')))).toEqual(failed);
    expect(guessFailure(await refusal(429, 'Too many requests'))).toEqual(failed);
    expect(guessFailure(new TypeError('Failed to fetch'))).toEqual(failed);
  });
});
