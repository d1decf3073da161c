import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../core/operators/ports';
import { reindexSearchAs, type ReindexIndex } from '../../../core/operations/reindex-search';
import { err, ok } from '../../../core/shared/result';
import { anActor } from '../../builders/operators';

const AT = new Date('2026-11-20T15:00:00Z');
const owner = anActor('owner');

describe('the search index reindexed by an operator', () => {
  it('is audited with what went where, and refused with a message when there is no index or nothing to send', async () => {
    const audit: AuditEntry[] = [];
    const deps = (reindex: ReindexIndex) => ({
      reindex,
      audit: { record: async (e: AuditEntry) => void audit.push(e) },
      clock: { now: () => AT },
    });
    const sent = await reindexSearchAs(deps(async () => ok({ indexed: 84, index: 'products' })))(owner, {
      batchSize: 500,
    });
    expect(sent).toEqual({ ok: true, value: { indexed: 84, index: 'products' } });
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'search.reindexed',
        subject: 'índice products',
        after: { indexed: 84, index: 'products' },
      }),
    ]);
    for (const kind of ['search-not-configured', 'empty-catalogue'] as const) {
      const refused = await reindexSearchAs(deps(async () => err({ kind })))(owner, { batchSize: 500 });
      expect(refused).toMatchObject({ ok: false, error: { kind, message: expect.stringMatching(/\S/) } });
    }
    const warehouse = await reindexSearchAs(deps(async () => ok({ indexed: 1, index: 'x' })))(anActor('warehouse'), {
      batchSize: 5,
    });
    expect(warehouse).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(audit).toHaveLength(1);
  });
});
