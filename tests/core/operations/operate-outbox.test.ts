import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../core/operators/ports';
import { dispatchEventsAs, listEventsFor, retryEventsAs } from '../../../core/operations/operate-outbox';
import { anActor } from '../../builders/operators';
import { inMemoryEventOutbox } from '../../fakes/in-memory-events';

const AT = new Date('2026-11-20T15:00:00Z');

/** An outbox with one event stuck (out of attempts) and one delivered, and a dispatcher that delivers what is due. */
const setUp = () => {
  const outbox = inMemoryEventOutbox();
  outbox.record('placed', { id: 'o1', number: 'FO-2026-000001' }, AT);
  outbox.record('placed', { id: 'o2', number: 'FO-2026-000002' }, AT);
  void outbox.markFailed(1, { error: 'SMTP 421', retryAt: null });
  void outbox.markDelivered(2, AT);
  const audit: AuditEntry[] = [];
  const dispatch = async () => {
    const due = await outbox.claimDue(AT, new Date(AT.getTime() + 60_000), 50);
    for (const e of due) await outbox.markDelivered(e.id, AT);
    return { delivered: due.length, failed: 0, stuck: 0 };
  };
  const deps = {
    outbox,
    dispatch,
    audit: { record: async (e: AuditEntry) => void audit.push(e) },
    clock: { now: () => AT },
  };
  return { outbox, audit, deps };
};

describe("the operators' outbox", () => {
  it('retries the stuck event under the operator, audited, and tells the ones already delivered apart', async () => {
    const { deps, audit } = setUp();
    const manager = anActor('manager', 'Mario <gerente@fornido.co>');
    expect(await listEventsFor(deps)(manager, { stuck: true, limit: 5 })).toMatchObject({
      ok: true,
      value: [{ id: 1, state: 'stuck', lastError: 'SMTP 421' }],
    });
    const done = await retryEventsAs(deps)(manager, [1, 2]);
    expect(done).toMatchObject({ ok: true, value: { after: [{ id: 1, state: 'delivered' }], delivered: [2] } });
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'events.retried',
        actor: 'Mario <gerente@fornido.co>',
        after: { retried: [1] },
      }),
    ]);
    expect(await retryEventsAs(deps)(manager, 'stuck')).toEqual({ ok: true, value: { after: [], delivered: [] } });
    expect(await retryEventsAs(deps)(manager, [99])).toMatchObject({
      ok: false,
      error: { kind: 'event-not-found', id: 99 },
    });
    expect(audit).toHaveLength(1);
    expect(await dispatchEventsAs(deps)(manager)).toEqual({ ok: true, value: { delivered: 0, failed: 0, stuck: 0 } });
  });

  it('is for owners and managers: support and the warehouse are refused and change nothing', async () => {
    const { deps, outbox } = setUp();
    for (const role of ['support', 'warehouse'] as const) {
      const refused = { ok: false, error: { kind: 'forbidden', permission: 'operations.run' } };
      expect(await listEventsFor(deps)(anActor(role), { limit: 5 })).toMatchObject(refused);
      expect(await retryEventsAs(deps)(anActor(role), 'stuck')).toMatchObject(refused);
      expect(await dispatchEventsAs(deps)(anActor(role))).toMatchObject(refused);
    }
    expect((await outbox.find(1))?.state).toBe('stuck');
  });
});
