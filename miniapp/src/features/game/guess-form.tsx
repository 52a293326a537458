import { Button, Cell, Input } from '@telegram-apps/telegram-ui';
import { useState, type FormEvent } from 'react';
import { ATTEMPTS_PER_DAY } from '@app/shared/constants';
import { normalizeGuessInput, parseGuess } from '@app/shared/rules/guess';

interface GuessFormProps {
  attemptsUsed: number;
  pending: boolean;
  /** Resolves true when the guess was counted, so the field can clear. */
  onGuess: (guess: string) => Promise<boolean>;
}

/** "NFT ID Number": validated as the spec says before it is sent. */
export function GuessForm({ attemptsUsed, pending, onGuess }: GuessFormProps) {
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
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Cell>
        Attempt {attemptsUsed + 1} of {ATTEMPTS_PER_DAY}
      </Cell>
      <Input
        header="NFT ID Number"
        placeholder="Enter NFT ID (e.g. 385 or #385)"
        inputMode="numeric"
        value={value}
        status={error ? 'error' : 'default'}
        onChange={(event) => setValue(event.target.value)}
      />
      {error && (
        <Cell role="alert" description={error}>
          Check your guess
        </Cell>
      )}
      <div className="row">
        <Button type="submit" size="l" stretched loading={pending}>
          Submit Guess
        </Button>
      </div>
    </form>
  );
}
