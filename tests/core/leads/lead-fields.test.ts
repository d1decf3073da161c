import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONSENT_REQUIRED, leadDraftOf, parseLeadForm } from '../../../core/leads/lead-fields';
import { RUNS } from '../support/runs';

/** A form of the frame's making, with one field of its own ("color") checked between the phone and the message. */
const colorForm = parseLeadForm({
  phoneMissing: null,
  messageMissing: 'Escribe algo.',
  own: (draft, problems) => {
    if (draft.subject !== 'rojo') problems.add('subject', 'Elige un color.');
    return draft.subject === 'rojo' ? { color: 'rojo' as const } : null;
  },
});

const FORM_ORDER = ['name', 'email', 'phone', 'subject', 'message', 'consent'];

describe('parseLeadForm, the frame every lead form is checked in', () => {
  it('gives the sender, the form’s own fields and the message once every field is right', () => {
    const draft = leadDraftOf({
      name: ' Ana  Ruiz ',
      email: 'ANA@correo.co',
      subject: 'rojo',
      message: 'Un mensaje de sobra largo.',
      consent: true,
    });
    expect(colorForm(draft)).toEqual({
      ok: true,
      value: {
        name: 'Ana Ruiz',
        email: 'ana@correo.co',
        phone: null,
        color: 'rojo',
        message: 'Un mensaje de sobra largo.',
      },
    });
  });

  it('asks the phone only of a form that says so, with that form’s own message', () => {
    const phoneForm = parseLeadForm({ phoneMissing: 'Escribe tu celular.', messageMissing: 'x', own: () => ({}) });
    const fields = (result: ReturnType<typeof phoneForm>) => (result.ok ? {} : result.error.fields);
    expect(fields(phoneForm(leadDraftOf({})))).toMatchObject({ phone: 'Escribe tu celular.', message: 'x' });
    expect(fields(colorForm(leadDraftOf({})))).not.toHaveProperty('phone');
  });

  it('refuses a form whose own fields make no answer, even with no message to show', () => {
    const silent = parseLeadForm({ phoneMissing: null, messageMissing: 'x', own: () => null });
    const draft = leadDraftOf({
      name: 'Ana Ruiz',
      email: 'ana@correo.co',
      message: 'Un mensaje largo.',
      consent: true,
    });
    expect(silent(draft)).toEqual({ ok: false, error: expect.objectContaining({ kind: 'invalid-input', fields: {} }) });
  });

  it('names the wrong fields in the form’s order, whatever is sent', () => {
    const text = fc.oneof(fc.constant(''), fc.constant('rojo'), fc.string({ maxLength: 30 }));
    fc.assert(
      fc.property(text, text, text, text, text, fc.boolean(), (name, email, phone, subject, message, consent) => {
        const result = colorForm(leadDraftOf({ name, email, phone, subject, message, consent }));
        if (result.ok) return;
        const named = Object.keys(result.error.fields);
        expect(named).toEqual(FORM_ORDER.filter((field) => named.includes(field)));
        if (!consent) expect(result.error.fields.consent).toBe(CONSENT_REQUIRED);
      }),
      RUNS,
    );
  });
});
