import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways inside its card on a narrow phone rather than running past
 * it, a shadow at the edge with more to see; focusable, so a keyboard can scroll it too.
 */
export function ScrollTable({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`scroll-cue overflow-x-auto ${className}`} tabIndex={0} role="group" aria-label={label}>
      <table className="w-full text-sm [&_td]:px-1 [&_th]:px-1">{children}</table>
    </div>
  );
}
