/**
 * Whether the database answers, as its connections last told: lost when one failed to
 * connect or was cut, reached when one connected again. Listeners hear each change once,
 * not each failed request, so an outage is one log line when it starts and one when it ends.
 */
export interface Availability {
  readonly up: boolean;
  onChange(listener: (up: boolean, cause?: unknown) => void): void;
}

export interface AvailabilityTracker extends Availability {
  lost(cause: unknown): void;
  reached(): void;
}

export function availabilityTracker(): AvailabilityTracker {
  let up = true;
  const listeners: Array<(up: boolean, cause?: unknown) => void> = [];
  const change = (next: boolean, cause?: unknown) => {
    if (up === next) return;
    up = next;
    for (const listener of listeners) listener(up, cause);
  };
  return {
    get up() {
      return up;
    },
    onChange: (listener) => void listeners.push(listener),
    lost: (cause) => change(false, cause),
    reached: () => change(true),
  };
}

/** The embedded file is part of the process: it answers as long as the process does. */
export const alwaysAvailable: Availability = { up: true, onChange: () => undefined };
