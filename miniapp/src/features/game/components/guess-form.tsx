import { useEffect } from 'react';
import { useT } from '@app/shared/client/i18n/use-t';
import { useGuessField, type GuessOutcome } from '@app/shared/client/game-flow/use-guess-field';
import { TextField } from '../../../components/text-field';
import { allowVerticalSwipes } from '../../../lib/telegram';

/** The form's id: Telegram's MainButton submits it. */
export const GUESS_FORM_ID = 'guess-form';

interface GuessFormProps {
  onGuess: (guess: string) => Promise<GuessOutcome>;
}

/** "NFT ID Number": validated as the spec says before it is sent; Enter or the MainButton submits. */
export function GuessForm({ onGuess }: GuessFormProps) {
  const { value, setValue, error, submit } = useGuessField(onGuess);
  const t = useT();
  // The field leaves with the game's end, focused or not: the swipe that closes the app comes back.
  useEffect(() => () => allowVerticalSwipes(true), []);

  return (
    <form id={GUESS_FORM_ID} className="guess-form" onSubmit={submit} noValidate>
      <TextField
        label={t('game.guess.label')}
        placeholder={t('game.guess.placeholder')}
        inputMode="numeric"
        enterKeyHint="send"
        autoComplete="off"
        value={value}
        error={!!error}
        note={error ?? t('game.guess.help')}
        onChange={(event) => setValue(event.target.value)}
        onFocus={() => allowVerticalSwipes(false)}
        onBlur={() => allowVerticalSwipes(true)}
      />
    </form>
  );
}
