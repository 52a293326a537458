import { useState, type FormEvent } from 'react';
import { normalizeGuessInput, parseGuess } from '@app/shared/rules/guess';

interface GuessFormProps {
  pending: boolean;
  onGuess: (guess: string) => Promise<boolean>;
}

/** "NFT ID Number": validated as the spec says before it is sent; cleared after a wrong guess. */
export function GuessForm({ pending, onGuess }: GuessFormProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const guess = normalizeGuessInput(value);
    const parsed = parseGuess(guess);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setError(null);
    if (await onGuess(guess)) setValue('');
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-2">
      <label htmlFor="nft-guess" className="text-sm font-semibold">
        NFT ID Number
      </label>
      <input
        id="nft-guess"
        name="guess"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder="Enter NFT ID (e.g. 385 or #385)"
        aria-invalid={error ? true : undefined}
        aria-describedby="nft-guess-help nft-guess-error"
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base dark:border-slate-700 dark:bg-slate-950"
      />
      <p id="nft-guess-help" className="text-xs text-slate-600 dark:text-slate-400">
        Enter the NFT ID number (with or without # symbol)
      </p>
      <p id="nft-guess-error" role="alert" className="min-h-5 text-sm font-medium text-red-700 dark:text-red-400">
        {error}
      </p>
      <button type="submit" className="btn-primary py-3" disabled={pending}>
        {pending ? 'Guessing...' : 'Submit Guess'}
      </button>
    </form>
  );
}
