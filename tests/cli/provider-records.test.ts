import { describe, expect, it } from 'vitest';
import { providerBlocks, providerSaysJson } from '../../cli/payment-views';
import { heldLog, providerName } from '../../cli/provider-records';

describe("what providers' records say, as the CLI shows it", () => {
  it('prints a block of aligned facts per attempt under the provider’s name, leaving out the ones not asked', () => {
    const blocks = providerBlocks([
      {
        attemptId: 'a1',
        provider: 'epayco',
        facts: [
          ['ref_payco', '2400001'],
          ['State code', '1'],
        ],
      },
      { attemptId: 'a2', provider: 'epayco', error: 'caído' },
      { attemptId: 'a3', provider: 'otro', facts: [['Estado', 'ok']] },
    ]);
    expect(blocks).toBe(
      'Attempt a1, ePayco says:\n  ref_payco:  2400001\n  State code: 1\n\nAttempt a3, otro says:\n  Estado: ok',
    );
    expect(providerName('nequi')).toBe('Nequi');
    expect(providerSaysJson({ attemptId: 'a1', provider: 'epayco', facts: [['State', 'Aceptada']] })).toEqual({
      State: 'Aceptada',
    });
    expect(providerSaysJson({ attemptId: 'a2', provider: 'epayco', error: 'caído' })).toBeNull();
  });

  it('holds the store’s log lines during a lookup, then passes them on or drops them', () => {
    const written: string[] = [];
    const log = heldLog({ write: (text: string) => written.push(text) });
    log.writer.write('before\n');
    log.hold();
    log.writer.write('kept\n');
    log.release(true);
    log.hold();
    log.writer.write('dropped\n');
    log.release(false);
    log.writer.write('after\n');
    expect(written).toEqual(['before\n', 'kept\n', 'after\n']);
  });
});
