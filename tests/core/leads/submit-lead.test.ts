import { describe, expect, it } from 'vitest';
import { leadDraftOf } from '../../../core/leads/lead-fields';
import { LEAD_LIMITS, submitLead } from '../../../core/leads/submit-lead';
import { inMemoryRateLimiter } from '../../fakes/in-memory-accounts';
import { inMemoryLeads } from '../../fakes/in-memory-leads';

const T0 = new Date('2026-11-24T15:00:00Z');

const setUp = () => {
  const leads = inMemoryLeads();
  const submit = submitLead({ leads: leads.store, limiter: inMemoryRateLimiter(), clock: { now: () => T0 } });
  return { leads, submit };
};

const aContact = (over: Record<string, unknown> = {}) =>
  leadDraftOf({
    name: 'Ana Rodríguez',
    email: 'ana@correo.co',
    subject: 'pedido',
    message: 'Mi pedido FO-2026-000123 no ha llegado.',
    consent: true,
    ...over,
  });

describe('sending the contact or franchise form', () => {
  it('keeps the lead, its mails due at once, and says what happens next under which radicado', async () => {
    const { leads, submit } = setUp();
    expect(await submit({ kind: 'contact', draft: aContact(), ip: '10.0.0.1' })).toEqual({
      ok: true,
      value: {
        message:
          'Recibimos tu mensaje. Tu número de radicado es RAD-2026-000001. Te enviamos una confirmación a tu correo y te respondemos en máximo 1 día hábil.',
        radicado: 'RAD-2026-000001',
      },
    });
    expect(
      (await submit({ kind: 'contact', draft: aContact(), ip: '10.0.0.1' })).ok && leads.rows[1].lead.radicado,
    ).toBe('RAD-2026-000002');
    expect(leads.rows.map((r) => [r.lead.kind, r.lead.email, r.dueAt])).toEqual([
      ['contact', 'ana@correo.co', T0],
      ['contact', 'ana@correo.co', T0],
    ]);
  });

  it('keeps nothing from a form whose hidden field is filled, and names no field', async () => {
    const { leads, submit } = setUp();
    const result = await submit({
      kind: 'contact',
      draft: aContact({ recado: 'http://spam.example' }),
      ip: '10.0.0.1',
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-input', fields: {} } });
    expect(leads.rows).toEqual([]);
  });

  it('keeps nothing that is wrong, and says which field', async () => {
    const { leads, submit } = setUp();
    const result = await submit({ kind: 'franchise', draft: aContact(), ip: '10.0.0.1' });
    expect(!result.ok && result.error.kind === 'invalid-input' && Object.keys(result.error.fields)).toEqual([
      'phone',
      'departmentCode',
      'investment',
    ]);
    expect(leads.rows).toEqual([]);
  });

  it('limits sends per client address and per email address, saying when to try again', async () => {
    const { submit } = setUp();
    for (let i = 0; i < LEAD_LIMITS.perEmail.limit; i += 1)
      expect((await submit({ kind: 'contact', draft: aContact(), ip: `10.0.1.${i}` })).ok).toBe(true);
    const sameEmail = await submit({ kind: 'contact', draft: aContact(), ip: '10.0.2.1' });
    expect(sameEmail).toEqual({
      ok: false,
      error: {
        kind: 'rate-limited',
        retryAfterSeconds: 3600,
        message:
          'Recibimos varios mensajes seguidos desde aquí. Inténtalo de nuevo en 60 minutos, o escríbenos por WhatsApp.',
      },
    });
    // The franchise form counts apart: the same person may still ask about a franchise.
    const franchise = await submit({
      kind: 'franchise',
      draft: leadDraftOf({
        ...aContact(),
        phone: '3001234567',
        departmentCode: '11',
        municipalityCode: '11001',
        investment: 'mas-400',
        consent: true,
      }),
      ip: '10.0.2.1',
    });
    expect(franchise.ok).toBe(true);
    for (let i = 0; i < LEAD_LIMITS.perIp.limit; i += 1)
      await submit({ kind: 'contact', draft: aContact({ email: `p${i}@correo.co` }), ip: '10.0.3.1' });
    const sameIp = await submit({ kind: 'contact', draft: aContact({ email: 'otra@correo.co' }), ip: '10.0.3.1' });
    expect(sameIp.ok || sameIp.error.kind).toBe('rate-limited');
  });
});
