import { afterEach, describe, expect, it } from 'vitest';
import { speak } from './i18n/test/speak';
import { ANONYMOUS_PLAYER, DELETED_PLAYER, UNKNOWN_USER } from '../rules/names';
import { playerName } from './leaderboard';

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
