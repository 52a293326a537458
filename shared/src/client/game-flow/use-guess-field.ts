import { useState, type FormEvent } from 'react';
import { normalizeGuessInput, parseGuess } from '../../rules/guess';

/** What the field holds, as it would be sent: the spec's message when it cannot be. */
export function readGuessField(value: string): { ok: true; guess: string } | { ok: false; message: string } {
  const guess = normalizeGuessInput(value);
  const parsed = parseGuess(guess);
  return parsed.ok ? { ok: true, guess } : { ok: false, message: parsed.message };
}

/** "NFT ID Number": checked as the spec says before it is sent, cleared once a guess is counted. */
export function useGuessField(onGuess: (guess: string) => Promise<boolean>) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const read = readGuessField(value);
    if (!read.ok) return setError(read.message);
    setError(null);
    if (await onGuess(read.guess)) setValue('');
  }

  return { value, setValue, error, submit: (event: FormEvent) => void submit(event) };
}
