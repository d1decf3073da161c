/** Longest error message kept: the first line of a stack's message is enough to tell errors apart. */
export const MAX_ERROR_MESSAGE = 300;
/** Longest script address kept (without its query). */
export const MAX_ERROR_SOURCE = 200;

const EMAIL = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[A-Za-z]{2,}/g;
// Six or more digits in a row are a phone, a document (cédula, NIT), a card or an order's number: a shopper's data.
const LONG_NUMBER = /\d{6,}/g;

/**
 * An uncaught error's message as the store keeps it: no email address and no long number a shopper may have typed
 * (they become `[email]`, `[number]`), one line, at most MAX_ERROR_MESSAGE characters.
 */
export const scrubMessage = (message: string): string =>
  message
    .replace(EMAIL, '[email]')
    .replace(LONG_NUMBER, '[number]')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_ERROR_MESSAGE) || 'Error';

/** Where an error was thrown: the script's address without query or fragment (they may carry tokens), `:line:column`. */
export const errorSource = (source: string, line: number, column: number): string => {
  const script = source.split(/[?#]/, 1)[0].slice(0, MAX_ERROR_SOURCE) || '(inline)';
  return line > 0 ? `${script}:${line}:${column}` : script;
};
