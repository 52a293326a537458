import { compileMessage } from '@lingui/message-utils/compileMessage';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogOf } from '../i18n/catalog-files';
import type { Language } from '../i18n/languages';
import { ANONYMOUS_PLAYER, DELETED_PLAYER, UNKNOWN_USER } from '../rules/names';
import { loadMessages } from './i18n/language-runtime';
import { playerName } from './leaderboard';

function speak(language: Language): void {
  const messages = catalogOf(['common'], language);
  loadMessages(language, Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, compileMessage(text)])));
}

describe("a board row's name", () => {
  afterEach(() => speak('en'));

  it("keeps a player's own name and the English stand-ins as the API writes them", () => {
    expect([null, ANONYMOUS_PLAYER, UNKNOWN_USER, DELETED_PLAYER, 'Ada'].map(playerName)).toEqual([
      'Anonymous Player',
      'Anonymous Player',
      'Unknown User',
      'Deleted player',
      'Ada',
    ]);
  });

  it("writes every stand-in in the player's language", () => {
    speak('es');
    expect([null, ANONYMOUS_PLAYER, UNKNOWN_USER, DELETED_PLAYER, 'Ada'].map(playerName)).toEqual([
      'Jugador anónimo',
      'Jugador anónimo',
      'Usuario desconocido',
      'Jugador eliminado',
      'Ada',
    ]);
  });
});
