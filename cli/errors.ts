/** A provider's no (a reversal the provider refused): nothing changed, and `fornido` exits 2 so a script tells it apart from a
 * failure (1). The provider's code (`2-CCSB000079`) is kept for the `--json` answer. */
export class RefusedByProvider extends Error {
  readonly code: string;

  constructor(message: string, code: string) {
    super(message);
    this.name = 'RefusedByProvider';
    this.code = code;
  }
}

/** The exit code of a command that threw: 2 for a provider's refusal, 1 for anything else. */
export const exitCodeOf = (error: unknown): 1 | 2 => (error instanceof RefusedByProvider ? 2 : 1);
