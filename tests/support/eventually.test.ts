import { describe, expect, it } from 'vitest';
import { eventually } from './eventually';

describe('eventually', () => {
  it('returns what `look` found the first time it found something, asking no more', async () => {
    const answers = [undefined, null, false, 'llegó', 'otra'];
    let asked = 0;
    expect(await eventually(() => answers[asked++], 'nothing came')).toBe('llegó');
    expect(asked).toBe(4);
  });

  it('waits for an answer that comes later, from a promise', async () => {
    const at = Date.now();
    const found = await eventually(async () => Date.now() - at >= 50 && { after: 'a while' }, 'nothing came');
    expect(found).toEqual({ after: 'a while' });
  });

  it('fails after its time saying what is missing, with what `look` last saw when told', async () => {
    let seen = 0;
    await expect(eventually(() => (seen++, false), 'no webhook', 50)).rejects.toThrow('no webhook, after 50 ms');
    await expect(
      eventually(
        () => (seen++, undefined),
        () => `${seen} looks`,
        50,
      ),
    ).rejects.toThrow(/^\d+ looks, after 50 ms$/);
    expect(seen).toBeGreaterThan(2);
  });
});
