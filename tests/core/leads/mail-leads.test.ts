import { describe, expect, it } from 'vitest';
import type { Email } from '../../../core/people/email';
import type { MobilePhone } from '../../../core/people/phone';
import { leadAcknowledgementMail, leadInboxMail } from '../../../core/leads/lead-mails';
import { mailLeads } from '../../../core/leads/mail-leads';
import { inMemoryLeads } from '../../fakes/in-memory-leads';

const T0 = new Date('2026-11-24T15:00:00Z');
const CTX = { storeUrl: 'https://fornido.co', inbox: 'contacto@fornido.co' };
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

const contact = {
  kind: 'contact' as const,
  name: 'Ana <b>Rodríguez</b>',
  email: 'ana@correo.co' as Email,
  phone: '3001234567' as MobilePhone,
  orderNumber: 'FO-2026-000123',
  subject: 'pedido' as const,
  message: 'Mi pedido no ha llegado.\n<script>alert(1)</script>',
};

const setUp = () => {
  const leads = inMemoryLeads();
  let now = T0;
  const clock = { now: () => now, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
  const run = mailLeads({ leads: leads.store, clock, logger: quiet, mail: CTX });
  return { leads, clock, run };
};

describe('mailing the leads', () => {
  it('mails the store’s inbox with Reply-To the sender, and the sender a short acknowledgement, once', async () => {
    const { leads, run } = setUp();
    await leads.store.record(contact, T0);
    expect(await run()).toEqual({ mailed: 1, failed: 0 });
    expect(await run()).toEqual({ mailed: 0, failed: 0 });
    expect(leads.mails.map((m) => [m.template, m.to, m.replyTo])).toEqual([
      ['contact-lead', 'contacto@fornido.co', 'ana@correo.co'],
      ['lead-acknowledgement', 'ana@correo.co', 'contacto@fornido.co'],
    ]);
    const [inbox, ack] = leads.mails;
    expect(inbox.subject).toBe('Contacto: Estado de mi pedido — Ana <b>Rodríguez</b>');
    expect(inbox.text).toContain('Radicado: RAD-2026-000001\nNombre:');
    expect(inbox.text).toContain('Celular: 300 123 4567\nPedido: FO-2026-000123\nTema: Estado de mi pedido');
    expect(inbox.text).toContain('Enviado el 24 de noviembre de 2026');
    expect(inbox.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(inbox.html).not.toContain('<b>Rodríguez');
    expect(ack.subject).toBe('Recibimos tu mensaje (radicado RAD-2026-000001)');
    expect(ack.text).toContain(
      'Tu número de radicado es RAD-2026-000001. Te respondemos a este correo en máximo 1 día hábil.',
    );
    // The acknowledgement never repeats what was written: a stranger's address in the form gets nothing worth sending.
    expect(ack.text).not.toContain('Mi pedido no ha llegado');
    expect(ack.text).toContain('Hola, Ana:');
  });

  it('tells the inbox where a franchise candidate would open and what they can invest', () => {
    const lead = {
      kind: 'franchise' as const,
      id: 7,
      createdAt: T0,
      radicado: null,
      name: 'Andrés Gómez',
      email: 'andres@correo.co' as Email,
      phone: '3001234567' as MobilePhone,
      municipalityCode: '05001',
      investment: '100-200' as const,
      message: 'Tengo un local en El Poblado.',
    };
    const inbox = leadInboxMail(CTX, lead);
    expect(inbox.subject).toBe('Franquicia: Andrés Gómez — Medellín (Antioquia)');
    expect(inbox.text).toContain('Inversión posible: Entre $ 100 y $ 200 millones');
    expect(leadAcknowledgementMail(CTX, lead).subject).toBe('Recibimos tu solicitud de franquicia');
  });

  it('retries a failed send later without sending twice what already went out', async () => {
    const { leads, clock, run } = setUp();
    await leads.store.record(contact, T0);
    leads.state.failing = true;
    expect(await run()).toEqual({ mailed: 0, failed: 1 });
    expect(leads.rows[0]).toMatchObject({ attempts: 1, error: 'mail server unreachable' });
    // Not due again until the first retry delay (10 s) has passed.
    expect(await run()).toEqual({ mailed: 0, failed: 0 });
    leads.state.failing = false;
    clock.advance(10_000);
    expect(await run()).toEqual({ mailed: 1, failed: 0 });
    expect(leads.mails.map((m) => m.template)).toEqual(['contact-lead', 'lead-acknowledgement']);
  });
});
