import { useState, type FormEvent } from 'react';
import { normalizeGuessInput, parseGuess } from '../../rules/guess';
import { t } from '../i18n/language-runtime';

/** What the field holds, as it would be sent: the spec's message (in the active language) when it cannot be. */
export function readGuessField(value: string): { ok: true; guess: string } | { ok: false; message: string } {
  const guess = normalizeGuessInput(value);
  const parsed = parseGuess(guess);
  return parsed.ok ? { ok: true, guess } : { ok: false, message: t(`game.guess.error.${parsed.problem}`) };
}

/** What became of a sent guess: counted (the field clears), or refused, with the field's message when the number typed is why. */
export type GuessOutcome = { counted: true } | { counted: false; fieldError?: string };

/** "NFT ID Number": checked as the spec says before it is sent, cleared once a guess is counted. */
export function useGuessField(onGuess: (guess: string) => Promise<GuessOutcome>) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const read = readGuessField(value);
    if (!read.ok) return setError(read.message);
    setError(null);
    const outcome = await onGuess(read.guess);
    if (outcome.counted) setValue('');
    else if (outcome.fieldError) setError(outcome.fieldError);
  }

  return { value, setValue, error, submit: (event: FormEvent) => void submit(event) };
}
