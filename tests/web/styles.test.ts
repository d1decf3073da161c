import { compile } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB = resolve('web');

/** The stylesheet as the build makes it (@tailwindcss/vite does these steps): the files read and the CSS written. */
const buildStyles = async () => {
  const compiler = await compile(readFileSync(join(WEB, 'styles.css'), 'utf8'), {
    base: WEB,
    onDependency: () => undefined,
  });
  const root = compiler.root === 'none' ? [] : [compiler.root ?? { base: process.cwd(), pattern: '**/*' }];
  const scanner = new Scanner({ sources: [...root, ...compiler.sources].map((s) => ({ ...s, negated: false })) });
  const candidates = scanner.scan();
  return { files: scanner.files, css: compiler.build(candidates) };
};

describe('the stylesheet every page carries inline', () => {
  it("is made from the storefront's own markup only, so words in other code and docs add no rules", async () => {
    const { files, css } = await buildStyles();
    expect(files.length).toBeGreaterThan(50);
    expect(files.filter((f) => relative(WEB, f).startsWith('..'))).toEqual([]);
    // Words of server, adapter and docs text that Tailwind read as utilities when it scanned the whole repository.
    for (const stray of ['collapse', 'transform', 'resize', 'lowercase', 'isolate'])
      expect(css, stray).not.toMatch(new RegExp(`\\.${stray}\\s*\\{`));
    // The storefront's own utilities are all there.
    expect(css).toMatch(/\.bg-brand\s*\{/);
    // An island's box (web/lib/island.tsx) has no layout of its own.
    expect(css).toMatch(/\.contents\s*\{/);
    expect(css).toMatch(/\.\\\[content-visibility\\:auto\\\]\s*\{/);
  }, 30_000);
});
