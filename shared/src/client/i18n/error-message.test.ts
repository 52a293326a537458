import { afterEach, describe, expect, it } from 'vitest';
import { speak } from './test/speak';
import { ApiError } from '../api-fetch';
import { errorMessage } from './error-message';

const refusal = (code: string, message: string) => new ApiError(409, { error: { code, message } }, message);
const notJson = (status: number) => new ApiError(status, '<html>', `${status}: <html>`);

describe("errorMessage: a server refusal in the player's language", () => {
  afterEach(() => speak('en'));

  it("keeps the server's own words in English, which SPEC.md pins", () => {
    speak('en');
    expect(errorMessage(refusal('ALREADY_GUESSED', 'You already guessed #385'))).toBe('You already guessed #385');
    expect(errorMessage(refusal('NOT_FOUND', 'No past round with that id'))).toBe('No past round with that id');
  });

  it("shows its code's message in another language, the server's words for a code the catalog lacks", () => {
    speak('ru');
    expect(errorMessage(refusal('ROUND_CHANGED', 'A new challenge has started. Refresh to play it.'))).toBe(
      'Началось новое задание. Обновите страницу, чтобы сыграть.',
    );
    expect(errorMessage(refusal('NAME_TAKEN', 'That name is already taken.'))).toBe(
      'Это имя уже занято. Выберите другое.',
    );
    expect(errorMessage(refusal('SOMETHING_NEW', 'Server words'))).toBe('Server words');
    expect(errorMessage(refusal('NOT_FOUND', 'No route'), { NOT_FOUND: 'notFound.title' })).toBe(
      '404: страница не найдена',
    );
  });

  it("gives the code's message when the server sent no words", () => {
    speak('en');
    const unavailable = new ApiError(503, { error: { code: 'MAINTENANCE' } }, '503');
    expect(errorMessage(unavailable)).toBe('The game is temporarily unavailable for maintenance');
    expect(errorMessage(notJson(502))).toBeUndefined();
  });
});
