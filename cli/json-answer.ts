import type { Command } from 'commander';
import { json } from './format';

/** Adds `--json` to a list or show command: the same answer for scripts, as JSON (format.ts `json`) instead of text. */
export const withJson = (command: Command, what = 'print JSON for scripts') => command.option('--json', what);

/** Prints a command's answer: `data` as JSON with `--json`, else the text made for people. */
export const answer = (
  print: (text: string) => void,
  opts: { readonly json?: boolean },
  data: unknown,
  text: () => string,
): void => print(opts.json ? json(data) : text());
