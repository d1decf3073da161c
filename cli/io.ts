import { escapeControlCharacters } from '../core/shared/control-characters';

/** Where text goes: the process's stdout or stderr, or a test's buffer. `isTTY` and `columns` tell whether a person is
 * watching and how wide their terminal is (the reindex progress bar, the width of the help). */
export type Writer = { write(text: string): unknown; readonly isTTY?: boolean; readonly columns?: number };

/** Where a person's answers come from: the process's stdin, or a test's text. `isTTY` tells whether a person is typing. */
export type Reader = NodeJS.ReadableStream & { readonly isTTY?: boolean };

/** The environment the configuration is read from (DATA_DIR, DATABASE_URL, SMTP_URL, ALGOLIA_…). */
export type Env = Readonly<Record<string, string | undefined>>;

/** What one run of `fornido` talks to (`in` only where a command may ask a question). The environment is passed in rather than read from the process, so a test runs
 * commands on its own data directory in its own process without changing the process's environment. */
export type CliIo = { readonly out: Writer; readonly err: Writer; readonly env: Env; readonly in?: Reader };

/** `writer` with every character that would act on the operator's terminal written out (`\x1B`, `\u202E`), as a
 * stranger can put them in a notification's reference or a browser's error message: tabs and line feeds stay, and so
 * does a carriage return that starts a write (the reindex progress bar redraws its line with one). */
export const terminalSafe = (writer: Writer): Writer => ({
  write: (text: string) =>
    writer.write(
      text.startsWith('\r')
        ? `\r${escapeControlCharacters(text.slice(1), { keepLines: true })}`
        : escapeControlCharacters(text, { keepLines: true }),
    ),
  isTTY: writer.isTTY,
  columns: writer.columns,
});

/** Writes lines to `writer`, as `console.log` writes them to stdout. */
export const printer =
  (writer: Writer) =>
  (text = ''): void => {
    writer.write(`${text}\n`);
  };
