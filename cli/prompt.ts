import { createInterface } from 'node:readline';
import type { Reader, Writer } from './io';

/** Asks a yes/no question on a terminal and reads one line: only "y" or "yes" (any case) is a yes; an empty line or the
 * end of input is a no. */
export const confirm = async (input: Reader, out: Writer, question: string): Promise<boolean> => {
  out.write(`${question} [y/N] `);
  // No output stream: the question is written above, and a terminal echoes what the person types.
  const lines = createInterface({ input, terminal: false });
  try {
    for await (const line of lines) return /^y(es)?$/i.test(line.trim());
    return false;
  } finally {
    lines.close();
  }
};
