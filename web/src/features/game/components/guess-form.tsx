import { useT } from '@app/shared/client/i18n/use-t';
import { useGuessField, type GuessOutcome } from '@app/shared/client/game-flow/use-guess-field';

interface GuessFormProps {
  pending: boolean;
  onGuess: (guess: string) => Promise<GuessOutcome>;
}

/** "NFT ID Number": validated as the spec says before it is sent; cleared after a wrong guess. */
export function GuessForm({ pending, onGuess }: GuessFormProps) {
  const { value, setValue, error, submit } = useGuessField(onGuess);
  const t = useT();

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <label htmlFor="nft-guess" className="text-sm font-semibold">
        {t('game.guess.label')}
      </label>
      <input
        id="nft-guess"
        name="guess"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={t('game.guess.placeholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby="nft-guess-help nft-guess-error"
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base dark:border-slate-700 dark:bg-slate-950"
      />
      <p id="nft-guess-help" className="text-xs text-slate-600 dark:text-slate-400">
        {t('game.guess.help')}
      </p>
      <p id="nft-guess-error" role="alert" className="min-h-5 text-sm font-medium text-red-700 dark:text-red-400">
        {error}
      </p>
      <button type="submit" className="btn-primary py-3" disabled={pending}>
        {t(pending ? 'game.guess.pending' : 'game.guess.submit')}
      </button>
    </form>
  );
}
