import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Email } from '../../../core/people/email';
import type { MobilePhone } from '../../../core/people/phone';
import type { ContactLead, FranchiseLead } from '../../../core/leads/lead';
import type { LeadStore } from '../../../core/leads/ports';
import type { MailMessage } from '../../../core/mail/ports';

/** A store and the mail it has sent. */
export type OpenedLeads = {
  readonly store: LeadStore;
  readonly mails: () => Promise<readonly MailMessage[]>;
  readonly close: () => Promise<void>;
};

const T0 = new Date('2026-11-24T15:00:00Z');
const plus = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

export const aContactLead = (over: Partial<ContactLead> = {}): ContactLead => ({
  kind: 'contact',
  name: 'Ana María Rodríguez',
  email: 'ana@correo.co' as Email,
  phone: null,
  orderNumber: 'FO-2026-000123',
  subject: 'pedido',
  message: '¿Cuándo llega mi pedido a Medellín?',
  ...over,
});

export const aFranchiseLead = (over: Partial<FranchiseLead> = {}): FranchiseLead => ({
  kind: 'franchise',
  name: 'Andrés Gómez',
  email: 'andres@correo.co' as Email,
  phone: '3001234567' as MobilePhone,
  municipalityCode: '05001',
  investment: '100-200',
  message: 'Tengo un local en El Poblado y diez años en comercio.',
  ...over,
});

const mail = (to: string, subject: string): MailMessage => ({
  to,
  subject,
  html: `<p>${subject}</p>`,
  text: subject,
  template: 'contact-lead',
  replyTo: 'ana@correo.co',
});

/** What every LeadStore must do: keep both kinds of lead as given, make their mails due at once, lease them to one
 * mailer at a time, send each mail once, and retry or close them as told. */
export const leadStoreContract = (name: string, open: () => Promise<OpenedLeads>) =>
  describe(`LeadStore contract: ${name}`, () => {
    let s: OpenedLeads;
    beforeAll(async () => {
      s = await open();
    });
    afterAll(() => s.close());

    it('keeps a contact message and a franchise enquiry as given, due for mailing at once', async () => {
      const kept = await s.store.record(aContactLead(), T0);
      const franchiseKept = await s.store.record(aFranchiseLead(), plus(1));
      const [contact, franchise] = [kept.id, franchiseKept.id];
      expect(franchise).toBeGreaterThan(contact);
      expect(kept).toEqual({ ...aContactLead(), id: contact, createdAt: T0, radicado: 'RAD-2026-000001' });
      expect(await s.store.list(10)).toEqual([
        { ...aFranchiseLead(), id: franchise, createdAt: plus(1), radicado: null },
        { ...aContactLead(), id: contact, createdAt: T0, radicado: 'RAD-2026-000001' },
      ]);
      expect(await s.store.claimDue(new Date(T0.getTime() - 1), plus(5), 10)).toEqual([]);
      const due = await s.store.claimDue(plus(1), plus(6), 10);
      expect(due.map((d) => [d.id, d.kind, d.mailed, d.attempts])).toEqual([
        [contact, 'contact', [], 0],
        [franchise, 'franchise', [], 0],
      ]);
    });

    it('hides a taken lead from every other mailer until its lease ends', async () => {
      expect(await s.store.claimDue(plus(2), plus(7), 10)).toEqual([]);
      expect((await s.store.claimDue(plus(6), plus(11), 1)).length).toBe(1);
      expect((await s.store.claimDue(plus(6), plus(11), 10)).length).toBe(1);
    });

    it('sends each mail of a lead once, however many times it is asked, and remembers which went out', async () => {
      const [contact] = await s.store.claimDue(plus(11), plus(16), 10);
      await s.store.mailOnce(contact.id, 'inbox', mail('contacto@fornido.co', 'Contacto'), plus(11));
      await s.store.mailOnce(contact.id, 'inbox', mail('contacto@fornido.co', 'Contacto'), plus(12));
      expect((await s.mails()).map((m) => [m.to, m.replyTo])).toEqual([['contacto@fornido.co', 'ana@correo.co']]);
      await s.store.markFailed(contact.id, { error: 'smtp down', retryAt: plus(20) });
      const [again] = await s.store.claimDue(plus(20), plus(25), 10);
      expect(again).toMatchObject({ id: contact.id, mailed: ['inbox'], attempts: 1 });
      await s.store.mailOnce(contact.id, 'acknowledgement', mail('ana@correo.co', 'Recibimos'), plus(20));
      await s.store.markMailed(contact.id);
      expect((await s.mails()).map((m) => m.to).sort()).toEqual(['ana@correo.co', 'contacto@fornido.co']);
    });

    it('leaves a closed lead, and one out of attempts, out of every later run', async () => {
      const due = await s.store.claimDue(plus(60), plus(65), 10);
      expect(due.map((d) => d.kind)).toEqual(['franchise']);
      await s.store.markFailed(due[0].id, { error: 'smtp down', retryAt: null });
      expect(await s.store.claimDue(plus(600), plus(605), 10)).toEqual([]);
    });
  });
