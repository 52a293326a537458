import { GAME_COPY } from '@app/shared/client/game-flow/game-copy';
import { useGuessField, type GuessOutcome } from '@app/shared/client/game-flow/use-guess-field';
import { TextField } from '../../../components/text-field';

/** The form's id: Telegram's MainButton submits it. */
export const GUESS_FORM_ID = 'guess-form';

interface GuessFormProps {
  onGuess: (guess: string) => Promise<GuessOutcome>;
}

/** "NFT ID Number": validated as the spec says before it is sent; Enter or the MainButton submits. */
export function GuessForm({ onGuess }: GuessFormProps) {
  const { value, setValue, error, submit } = useGuessField(onGuess);
  const copy = GAME_COPY.guessField;

  return (
    <form id={GUESS_FORM_ID} className="guess-form" onSubmit={submit} noValidate>
      <TextField
        label={copy.label}
        placeholder={copy.placeholder}
        inputMode="numeric"
        enterKeyHint="send"
        autoComplete="off"
        value={value}
        error={!!error}
        note={error ?? copy.help}
        onChange={(event) => setValue(event.target.value)}
      />
    </form>
  );
}
