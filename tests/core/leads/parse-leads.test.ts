import { describe, expect, it } from 'vitest';
import { CONSENT_REQUIRED, leadDraftOf, type LeadDraft } from '../../../core/leads/lead-fields';
import { parseContactLead } from '../../../core/leads/parse-contact-lead';
import { parseFranchiseLead } from '../../../core/leads/parse-franchise-lead';

const contact = (over: Partial<LeadDraft> = {}): LeadDraft =>
  leadDraftOf({
    name: '  Ana   María Rodríguez ',
    email: ' Ana@Correo.CO ',
    phone: '',
    orderNumber: '',
    subject: 'producto',
    message: '¿La creatina monohidratada sirve si entreno en la mañana?',
    consent: true,
    ...over,
  });

const franchise = (over: Partial<LeadDraft> = {}): LeadDraft =>
  leadDraftOf({
    name: 'Andrés Gómez',
    email: 'andres@correo.co',
    phone: '+57 300 123 4567',
    departmentCode: '05',
    municipalityCode: '05001',
    investment: '100-200',
    message: 'Tengo un local en El Poblado y diez años en comercio.',
    consent: 'on',
    ...over,
  });

const fieldsOf = (result: ReturnType<typeof parseContactLead> | ReturnType<typeof parseFranchiseLead>) =>
  result.ok ? {} : result.error.fields;

describe('the contact form, checked', () => {
  it('keeps a tidy message: the name single-spaced, the email lower-cased, optional fields null', () => {
    expect(parseContactLead(contact())).toEqual({
      ok: true,
      value: {
        kind: 'contact',
        name: 'Ana María Rodríguez',
        email: 'ana@correo.co',
        phone: null,
        orderNumber: null,
        subject: 'producto',
        message: '¿La creatina monohidratada sirve si entreno en la mañana?',
      },
    });
    const full = parseContactLead(contact({ phone: '(300) 123-4567', orderNumber: ' fo-2026-000123 ' }));
    expect(full.ok && [full.value.phone, full.value.orderNumber]).toEqual(['3001234567', 'FO-2026-000123']);
  });

  it('names every wrong field with its own Spanish message', () => {
    const empty = parseContactLead(leadDraftOf({}));
    expect(fieldsOf(empty)).toEqual({
      name: 'Escribe tu nombre.',
      email: 'Escribe tu correo electrónico.',
      subject: 'Elige el tema de tu mensaje.',
      message: 'Escribe tu mensaje.',
      consent: CONSENT_REQUIRED,
    });
    expect(
      fieldsOf(
        parseContactLead(
          contact({
            name: 'A',
            email: 'ana@',
            phone: '601 745 2318',
            orderNumber: '123',
            subject: 'spam',
            message: 'Hola',
          }),
        ),
      ),
    ).toEqual({
      name: 'El nombre debe tener entre 2 y 60 caracteres.',
      email: 'Escribe un correo electrónico válido (ejemplo: nombre@correo.com).',
      phone: 'Escribe un celular colombiano de 10 dígitos que empiece por 3 (ejemplo: 300 123 4567).',
      orderNumber:
        'Escribe el número como aparece en el correo de tu pedido (ejemplo: FO-2026-000123), o déjalo en blanco.',
      subject: 'Elige el tema de tu mensaje.',
      message: 'Cuéntanos un poco más: al menos 10 caracteres.',
    });
    expect(fieldsOf(parseContactLead(contact({ message: 'x'.repeat(2001) })))).toEqual({
      message: 'Puede tener hasta 2.000 caracteres.',
    });
  });

  it('refuses a message without the data-policy consent (Ley 1581)', () => {
    const result = parseContactLead(contact({ consent: false }));
    expect(result).toEqual({
      ok: false,
      error: { kind: 'invalid-input', message: CONSENT_REQUIRED, fields: { consent: CONSENT_REQUIRED } },
    });
  });

  it('drops control characters and long runs of blank lines from the message', () => {
    const result = parseContactLead(
      contact({ message: 'Hola\u0000 equipo\r\n\r\n\r\n\r\n\r\nmi pedido no llegó\u0007' }),
    );
    expect(result.ok && result.value.message).toBe('Hola equipo\n\n\nmi pedido no llegó');
  });

  it('drops the C1 controls and the bidirectional overrides that would reorder what the inbox shows', () => {
    const result = parseContactLead(contact({ message: 'Mi pedido \u202Eodagap\u202C llegó roto \u009b31m hoy' }));
    expect(result.ok && result.value.message).toBe('Mi pedido odagap llegó roto 31m hoy');
  });
});

describe('the franchise form, checked', () => {
  it('keeps the candidate, a mobile to call back and a municipality of DANE’s list', () => {
    expect(parseFranchiseLead(franchise())).toEqual({
      ok: true,
      value: {
        kind: 'franchise',
        name: 'Andrés Gómez',
        email: 'andres@correo.co',
        phone: '3001234567',
        municipalityCode: '05001',
        investment: '100-200',
        message: 'Tengo un local en El Poblado y diez años en comercio.',
      },
    });
  });

  it('needs the phone, a department, one of its municipalities and an investment band', () => {
    expect(fieldsOf(parseFranchiseLead(franchise({ phone: '', departmentCode: '', investment: 'mucho' })))).toEqual({
      phone: 'Escribe tu celular para que podamos llamarte.',
      departmentCode: 'Elige el departamento donde abrirías la tienda.',
      investment: 'Elige cuánto podrías invertir.',
    });
    // Cali is in Valle del Cauca, not in Antioquia; a code that is not in DIVIPOLA is refused the same way.
    for (const municipalityCode of ['76001', '99999', ''])
      expect(fieldsOf(parseFranchiseLead(franchise({ municipalityCode })))).toEqual({
        municipalityCode: 'Elige la ciudad o el municipio donde abrirías la tienda.',
      });
  });

  it('refuses an enquiry without the consent', () => {
    expect(fieldsOf(parseFranchiseLead(franchise({ consent: false })))).toEqual({ consent: CONSENT_REQUIRED });
  });
});

describe('a draft from any request body', () => {
  it('reads own text fields only: lists, numbers, objects and inherited names are blanks', () => {
    const draft = leadDraftOf(
      JSON.parse('{"name":["Ana"],"email":5,"message":{"a":1},"__proto__":{"subject":"otro"}}'),
    );
    expect(draft).toMatchObject({ name: '', email: '', message: '', subject: '', consent: false, recado: '' });
    expect(leadDraftOf(null)).toEqual(leadDraftOf({}));
    expect(leadDraftOf(['a'])).toEqual(leadDraftOf({}));
    expect(leadDraftOf({ consent: 'yes' }).consent).toBe(false);
    expect(leadDraftOf({ consent: 'on' }).consent).toBe(true);
  });
});
