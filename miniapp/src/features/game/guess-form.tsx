import { Input } from '@telegram-apps/telegram-ui';
import { useState, type FormEvent } from 'react';
import { normalizeGuessInput, parseGuess } from '@app/shared/rules/guess';

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
      <Input
        header="NFT ID Number"
        placeholder="Enter NFT ID (e.g. 385 or #385)"
        inputMode="numeric"
        enterKeyHint="send"
        value={value}
        status={error ? 'error' : 'default'}
        aria-describedby="guess-help"
        onChange={(event) => setValue(event.target.value)}
      />
      <p id="guess-help" className={error ? 'field-note field-error' : 'field-note'} role={error ? 'alert' : undefined}>
        {error ?? 'Enter the NFT ID number (with or without # symbol)'}
      </p>
    </form>
  );
}
