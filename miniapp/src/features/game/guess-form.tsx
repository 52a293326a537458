import { useState, type FormEvent } from 'react';
import { normalizeGuessInput, parseGuess } from '@app/shared/rules/guess';
import { TextField } from '../../components/text-field';

/** The form's id: Telegram's MainButton submits it. */
export const GUESS_FORM_ID = 'guess-form';

interface GuessFormProps {
  /** Resolves true when the guess was counted, so the field can clear. */
  onGuess: (guess: string) => Promise<boolean>;
}

/** "NFT ID Number": validated as the spec says before it is sent; Enter or the MainButton submits. */
export function GuessForm({ onGuess }: GuessFormProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = normalizeGuessInput(value);
    const parsed = parseGuess(text);
    if (!parsed.ok) return setError(parsed.message);
    setError(null);
    if (await onGuess(text)) setValue('');
  }

  return (
    <form id={GUESS_FORM_ID} className="guess-form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label="NFT ID Number"
        placeholder="Enter NFT ID (e.g. 385 or #385)"
        inputMode="numeric"
        enterKeyHint="send"
        autoComplete="off"
        value={value}
        error={!!error}
        note={error ?? 'Enter the NFT ID number (with or without # symbol)'}
        onChange={(event) => setValue(event.target.value)}
      />
    </form>
  );
}
