/** The logging the bot needs; a pino logger fits. */
export interface BotLogger {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

/** The default when no logger is given. */
export const consoleLogger: BotLogger = {
  info: (object, message) => console.info(message ?? '', object),
  warn: (object, message) => console.warn(message ?? '', object),
  error: (object, message) => console.error(message ?? '', object),
};
