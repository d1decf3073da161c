/** The current instant; the only way the core learns the time. */
export type Clock = { now(): Date };

/** New unique identifiers; the only way the core gets randomness. */
export type IdGenerator = { newId(): string };

/** Structured logging for operators (English). */
export type Logger = {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
};
