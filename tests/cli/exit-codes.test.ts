import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { exitCodeOf, RefusedByProvider } from '../../cli/errors';
import { duration } from '../../cli/format';
import type { Reader } from '../../cli/io';
import { confirm } from '../../cli/prompt';

const typing = (text: string): Reader => Object.assign(Readable.from(text ? [text] : []), { isTTY: true });

const asked = async (text: string) => {
  const out: string[] = [];
  const yes = await confirm(
    typing(text),
    { write: (t: string) => out.push(t) },
    'Reverse $ 600.000 of FO-2026-000001?',
  );
  return { yes, out: out.join('') };
};

describe('the CLI exit codes, durations and questions', () => {
  it("exits 2 for a provider's refusal and 1 for anything else", () => {
    const refused = new RefusedByProvider('Nequi refused', '2-CCSB000079');
    expect(refused).toMatchObject({ message: 'Nequi refused', code: '2-CCSB000079' });
    expect(exitCodeOf(refused)).toBe(2);
    expect(exitCodeOf(new Error('no'))).toBe(1);
    expect(exitCodeOf('a string thrown')).toBe(1);
  });

  it('reads 30m, 24h and 7d, and refuses anything else naming the option', () => {
    const since = duration('--since', 90);
    expect([since('30m'), since('24h'), since('7d'), since(' 1m ')]).toEqual([
      1_800_000, 86_400_000, 604_800_000, 60_000,
    ]);
    for (const bad of ['24', 'h', '1.5h', '-1h', '0m', '91d', '2w'])
      expect(() => since(bad)).toThrow(`--since must be a duration like 30m, 24h or 7d (at most 90d), got "${bad}".`);
  });

  it('asks once and takes only y or yes as a yes', async () => {
    expect(await asked('y\n')).toEqual({ yes: true, out: 'Reverse $ 600.000 of FO-2026-000001? [y/N] ' });
    expect((await asked('YES\n')).yes).toBe(true);
    expect((await asked('n\n')).yes).toBe(false);
    expect((await asked('\n')).yes).toBe(false);
    expect((await asked('yep\n')).yes).toBe(false);
    expect((await asked('')).yes).toBe(false);
  });
});
