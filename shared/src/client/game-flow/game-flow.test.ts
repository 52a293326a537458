import { afterEach, describe, expect, it } from 'vitest';
import type { CurrentGame, GameImage, GuessResult } from '../../schemas/game';
import {
  attemptOf,
  bannerLines,
  difficultyText,
  playBlockText,
  pointsByAttemptText,
  rankChangeText,
  resultHeading,
} from './game-copy';
import { speak } from '../i18n/test/speak';
import { gameEndOf } from './game-end';
import { countUpValue } from './use-count-up';
import { readGuessField } from './use-guess-field';

const game = { roundId: 7, roundNumber: 12 } as CurrentGame;
const image = { roundId: 7, imageUrl: '/api/secure-images/blurred-2', attemptResults: [false] } as GameImage;
const answer = (over: Partial<GuessResult>): GuessResult => ({
  success: false,
  message: "That's not it.",
  points: 0,
  attemptsUsed: 2,
  gameOver: false,
  throwbackThursday: false,
  nft: null,
  rankChange: null,
  streak: null,
  ...over,
});

describe('the end of a game', () => {
  it('is none while attempts are left', () => {
    expect(gameEndOf(game, image, answer({}))).toBeNull();
  });

  it('adds the last guess to the day and keeps the image the player last saw', () => {
    const win = answer({ success: true, points: 5, gameOver: true });
    expect(gameEndOf(game, image, win)).toEqual({
      result: win,
      roundId: 7,
      roundNumber: 12,
      attemptResults: [false, true],
      lastImageUrl: '/api/secure-images/blurred-2',
    });
  });
});

describe('the guess field', () => {
  it('sends the guess without spaces and with one leading #', () => {
    expect(readGuessField(' ##38 5 ')).toEqual({ ok: true, guess: '#385' });
  });

  it("refuses what the spec refuses, with the spec's words", () => {
    expect(readGuessField('  ')).toEqual({ ok: false, message: 'NFT ID is required' });
    expect(readGuessField('12a')).toEqual({ ok: false, message: 'Only numbers and the # symbol are allowed' });
    expect(readGuessField('12345678901')).toEqual({ ok: false, message: 'NFT ID must be at most 10 digits' });
  });
});

describe('the count-up', () => {
  it('starts at 0, lands on the target and never passes it', () => {
    expect(countUpValue(10, 0)).toBe(0);
    expect(countUpValue(10, 450)).toBeGreaterThan(5);
    expect(countUpValue(10, 900)).toBe(10);
    expect(countUpValue(10, 5000)).toBe(10);
  });
});

describe("the game's words", () => {
  afterEach(() => speak('en'));

  it('builds the points rules from the points table', () => {
    expect(pointsByAttemptText()).toBe('10 points on the 1st try, 5 on the 2nd and 2 on the 3rd');
  });

  it('labels difficulty as the spec says', () => {
    expect(['high', 'medium', 'low', 'none', 'x', undefined].map(difficultyText)).toEqual([
      'Hard',
      'Medium',
      'Easy',
      'None - Image Revealed',
      'Unknown',
      'Unknown',
    ]);
  });

  it("words the banner: what became of the guess, and a win's points with the Throwback Thursday note", () => {
    const nft = { name: 'Bored Ape', nftId: '385' } as NonNullable<GuessResult['nft']>;
    expect(bannerLines(answer({ success: true, points: 10, throwbackThursday: true, gameOver: true, nft }))).toEqual({
      title: 'Correct!',
      message: 'You identified Bored Ape #385 on attempt 2.',
      earned: 'You earned 10 points (Throwback Thursday special!)',
    });
    expect(bannerLines(answer({ attemptsUsed: 1 }))).toEqual({
      title: 'Not quite!',
      message: "That's not it. 2 attempts left: the image is now clearer.",
      earned: null,
    });
    // A game over without the revealed NFT (an older server's answer): the server's words.
    expect(bannerLines(answer({ gameOver: true, message: 'Out.' })).message).toBe('Out.');
  });

  it("writes the server's words in English for every outcome, and the player's language otherwise", () => {
    const nft = { name: 'Ape', nftId: '7' } as NonNullable<GuessResult['nft']>;
    const outcomes = [
      { attemptsUsed: 1, correct: false },
      { attemptsUsed: 2, correct: false },
      { attemptsUsed: 3, correct: false },
      { attemptsUsed: 1, correct: true },
      { attemptsUsed: 3, correct: true },
    ];
    const resultOf = ({ attemptsUsed, correct }: (typeof outcomes)[number]) =>
      answer({ success: correct, attemptsUsed, gameOver: correct || attemptsUsed === 3, nft, message: '' });
    expect(outcomes.map((outcome) => bannerLines(resultOf(outcome)).message)).toEqual([
      "That's not it. 2 attempts left: the image is now clearer.",
      "That's not it. 1 attempt left: the image is now clearer.",
      'Out of attempts. It was Ape #7.',
      'You identified Ape #7 on attempt 1.',
      'You identified Ape #7 on attempt 3.',
    ]);
    speak('es');
    expect(outcomes.map((outcome) => bannerLines(resultOf(outcome)).message)).toEqual([
      'No es ese. Te quedan 2 intentos: la imagen ahora es más nítida.',
      'No es ese. Te queda 1 intento: la imagen ahora es más nítida.',
      'Sin intentos. Era Ape #7.',
      'Identificaste Ape #7 en el intento 1.',
      'Identificaste Ape #7 en el intento 3.',
    ]);
  });

  it("says why a wallet may not guess: the server's words in English, its code's message in another language", () => {
    const block = { code: 'ACCOUNT_NOT_ACTIVATED', message: 'Activate this wallet first.' } as const;
    expect(playBlockText(block)).toBe('Activate this wallet first.');
    speak('es');
    expect(playBlockText(block)).toBe(
      'Esta billetera aún no está activada en el XRP Ledger. Deposítale la reserva de XRP para jugar.',
    );
  });

  it('says the attempt and the end of the game', () => {
    expect([attemptOf(0), attemptOf(2), attemptOf(3)]).toEqual(['Attempt 1 of 3', 'Attempt 3 of 3', 'Attempt 3 of 3']);
    expect(resultHeading(false).title).toBe('Game Over');
  });

  it.each([
    [{ from: null, to: 12 }, 'You entered the weekly leaderboard at #12!'],
    [{ from: 4, to: 1 }, 'You moved up 3 places to #1 on the weekly leaderboard!'],
    [{ from: 2, to: 1 }, 'You moved up 1 place to #1 on the weekly leaderboard!'],
    [{ from: 5, to: 5 }, 'You hold #5 on the weekly leaderboard.'],
  ])('says the move on the weekly board %o as "%s"', (change, text) => {
    expect(rankChangeText(change)).toBe(text);
  });
});
