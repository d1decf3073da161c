import { describe, expect, it } from 'vitest';
import type { StoredMail } from '../../../core/mail/ports';
import { listMailFor, showMailFor } from '../../../core/operations/read-outbox';
import { anActor } from '../../builders/operators';

const AT = new Date('2026-11-20T15:00:00Z');
const mail: StoredMail = {
  id: 7,
  createdAt: AT,
  to: 'ana@correo.co',
  subject: 'Recibimos tu pedido FO-2026-000001',
  template: 'order-confirmation',
  text: 'Hola, Ana',
  html: '<p>Hola, Ana</p>',
  files: [],
};
const outbox = {
  list: async (q: { to?: string; limit: number }) => (q.to && q.to !== mail.to ? [] : [mail]),
  find: async (id: number) => (id === mail.id ? mail : null),
};
const owner = anActor('owner');

describe('the mail kept without SMTP', () => {
  it('is read whole by an owner, refused to support, and said to be elsewhere when SMTP is configured', async () => {
    const kept = { outbox, smtp: false };
    expect(await listMailFor(kept)(owner, { to: 'ana@correo.co', limit: 5 })).toEqual({ ok: true, value: [mail] });
    expect(await showMailFor(kept)(owner, 7)).toEqual({ ok: true, value: mail });
    expect(await showMailFor(kept)(owner, 8)).toMatchObject({ ok: false, error: { kind: 'mail-not-found' } });
    // It holds shoppers' sign-in and reset links: support resends an order's mail, it does not read the outbox.
    expect(await listMailFor(kept)(anActor('support'), { limit: 5 })).toMatchObject({
      ok: false,
      error: { kind: 'forbidden', permission: 'operations.run' },
    });
    const smtp = { outbox, smtp: true };
    expect(await listMailFor(smtp)(owner, { limit: 5 })).toMatchObject({ ok: false, error: { kind: 'mail-not-kept' } });
    expect(await showMailFor(smtp)(owner, 7)).toMatchObject({ ok: false, error: { kind: 'mail-not-kept' } });
  });
});
