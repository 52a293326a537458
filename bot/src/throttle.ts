import type { Transformer } from 'grammy';

/** Telegram's limit for a bot's messages: about 30 a second over all chats. */
const MESSAGES_PER_SECOND = 30;

/** Where the throttle reads the time and waits; tests pass a virtual one. */
export interface Pace {
  now(): number;
  wait(ms: number): Promise<void>;
}

const realPace: Pace = {
  now: () => Date.now(),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** The methods that post a message somewhere, the ones Telegram's limit counts. */
const isMessage = (method: string) => method.startsWith('send') || method === 'copyMessage';

/**
 * An API transformer that spaces the bot's messages evenly, at most `perSecond` a second
 * (no burst), so a run of reminders never meets Telegram's 429; other calls pass at once.
 * Each message takes the next free slot when it is called, so concurrent senders queue up.
 */
export function throttleTransformer(perSecond = MESSAGES_PER_SECOND, pace: Pace = realPace): Transformer {
  // Whole milliseconds, rounded up: a fraction summed 30 times could land a hair short of a second.
  const spacing = Math.ceil(1000 / perSecond);
  let nextSlot = -Infinity;
  return async (prev, method, payload, signal) => {
    if (!isMessage(method)) return prev(method, payload, signal);
    const now = pace.now();
    const slot = Math.max(now, nextSlot);
    nextSlot = slot + spacing;
    if (slot > now) await pace.wait(slot - now);
    return prev(method, payload, signal);
  };
}
