import { cpSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runNode } from './support/built-cli';

// A checkout of its own holding the launcher (and, per test, a build): the repository's own dist/cli/ is left alone.
const checkout = mkdtempSync(join(tmpdir(), 'fornido-bin-'));
mkdirSync(join(checkout, 'cli'));
cpSync('cli/bin.js', join(checkout, 'cli', 'bin.js'));
afterAll(() => rmSync(checkout, { recursive: true, force: true }));

const build = (builtAt: number, main: string) => {
  mkdirSync(join(checkout, 'dist', 'cli'), { recursive: true });
  writeFileSync(join(checkout, 'dist', 'cli', 'sources.json'), JSON.stringify({ builtAt, sources: ['cli/bin.js'] }));
  writeFileSync(join(checkout, 'dist', 'cli', 'main.js'), main);
};

describe('cli/bin.js, the launcher of the compiled fornido', () => {
  it('says how to build the CLI when it is not built, with exit code 1', async () => {
    const run = await runNode([join(checkout, 'cli', 'bin.js'), '--help']);
    expect(run).toEqual({
      code: 1,
      stdout: '',
      stderr: `Error: The fornido command is not built: run \`npm run build:cli\` in ${checkout}, then try again.\n`,
    });
  });

  it('refuses a build older than a source compiled into it, and runs one that is not', async () => {
    const edited = new Date('2026-11-20T12:00:00Z');
    utimesSync(join(checkout, 'cli', 'bin.js'), edited, edited);
    build(edited.getTime() - 1_000, 'process.stdout.write("ran\\n");');
    const stale = await runNode([join(checkout, 'cli', 'bin.js')]);
    expect(stale.code).toBe(1);
    expect(stale.stderr).toBe(
      `Error: The fornido command was built before cli/bin.js changed: run \`npm run build:cli\` in ${checkout}, then try again.\n`,
    );
    build(edited.getTime() + 1_000, 'process.stdout.write("ran\\n");');
    expect(await runNode([join(checkout, 'cli', 'bin.js')])).toEqual({ code: 0, stdout: 'ran\n', stderr: '' });
  });
});
