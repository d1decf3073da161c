// What a log line may carry of a failure. Drizzle's failed-query error reads "Failed query: <SQL>\nparams: <values>",
// and the values are what a request sent: a 3 KB provider reference, a shopper's address, a whole notification body
// (one forged webhook logged 140 KB). They stay out of the logs; the SQL and PostgreSQL's own error, which Drizzle
// keeps as the cause and which is what an operator needs, go in.

/** The longest text one field of a log line keeps. */
export const MAX_LOGGED_CHARS = 4_000;

const PARAMS = /\nparams: [\s\S]*?(?=\n {4}at |$)/g;

const clip = (text: string, max = MAX_LOGGED_CHARS) =>
  text.length <= max ? text : `${text.slice(0, max)}… (${text.length - max} more characters)`;

/** A text without the parameters of a failed query it may quote, at most MAX_LOGGED_CHARS long. */
export const loggableText = (text: string): string => clip(text.replace(PARAMS, '\nparams: (not logged)'));

type Failure = {
  readonly name?: unknown;
  readonly message?: unknown;
  readonly stack?: unknown;
  readonly code?: unknown;
  readonly cause?: unknown;
  readonly query?: unknown;
  readonly params?: unknown;
};

const textOf = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined'));

const framesOf = (stack: unknown) =>
  typeof stack === 'string' ? stack.split('\n').filter((line) => line.startsWith('    at ')) : [];

/** A failure as a log line tells it: a failed query by its SQL (never its parameters) and the database's own error, any
 * other error by its stack; what it wraps (`cause`) follows, a few levels deep. */
export const errorText = (error: unknown, depth = 0): string => {
  if (typeof error !== 'object' || error === null) return loggableText(String(error));
  const e = error as Failure;
  const code = typeof e.code === 'string' ? ` [${e.code}]` : '';
  const head =
    typeof e.query === 'string' && Array.isArray(e.params)
      ? [`Failed query: ${clip(e.query, 1_000)} (${e.params.length} parameters, not logged)`, ...framesOf(e.stack)]
      : [
          typeof e.stack === 'string'
            ? e.stack
            : `${typeof e.name === 'string' ? e.name : 'Error'}: ${textOf(e.message)}`,
        ];
  const text = head.join('\n') + code;
  const cause = e.cause !== undefined && depth < 3 ? `\ncaused by: ${errorText(e.cause, depth + 1)}` : '';
  return loggableText(text + cause);
};

/** The fields of a log line as they are written: failures (an Error, or any `err`) as errorText tells them, texts bounded and without query
 * parameters, anything else as it is. */
export const loggableFields = (fields: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      key === 'err' || value instanceof Error
        ? errorText(value)
        : typeof value === 'string'
          ? loggableText(value)
          : value,
    ]),
  );
