import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const CORE = join(import.meta.dirname, '../../core');

const sourcesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourcesUnder(join(folder, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(folder, entry.name)]
        : [],
  );

const FORBIDDEN: readonly (readonly [RegExp, string])[] = [
  [/\bfrom\s+['"](?!\.{1,2}\/)[^'"]+['"]/, 'an import from outside core'],
  [/\bimport\s*\(\s*['"](?!\.{1,2}\/)/, 'a dynamic import from outside core'],
  [/\brequire\s*\(/, 'require()'],
  [/\bDate\.now\s*\(/, 'Date.now()'],
  [/\bnew Date\s*\(\s*\)/, 'new Date() (the current time)'],
  [/\bMath\.random\s*\(/, 'Math.random()'],
  [/\brandomUUID\b/, 'randomUUID'],
  [/\bprocess\./, 'process (environment and I/O)'],
];

describe('core purity', () => {
  it('core imports nothing outside core and never reads the clock, randomness or the environment', () => {
    const problems = sourcesUnder(CORE).flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      return FORBIDDEN.filter(([pattern]) => pattern.test(source)).map(
        ([, what]) => `${relative(CORE, file)}: ${what}`,
      );
    });
    expect(problems).toEqual([]);
  });
});
