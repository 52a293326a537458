import { forwardRef, useId, type ButtonHTMLAttributes } from 'react';

interface ReasonButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> {
  /** Why the button cannot be pressed now; null when it can. */
  disabledReason: string | null;
}

/** A button that, while it cannot be pressed, says why under itself. */
export const ReasonButton = forwardRef<HTMLButtonElement, ReasonButtonProps>(function ReasonButton(
  { disabledReason, type = 'button', ...button },
  ref,
) {
  const reasonId = useId();
  return (
    <div className="inline-flex flex-col gap-1">
      <button
        ref={ref}
        type={type}
        disabled={disabledReason !== null}
        aria-describedby={disabledReason ? reasonId : undefined}
        {...button}
      />
      {disabledReason && (
        <p id={reasonId} className="text-xs text-slate-600 dark:text-slate-400">
          {disabledReason}
        </p>
      )}
    </div>
  );
});
