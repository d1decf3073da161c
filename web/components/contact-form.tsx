import { island } from '../lib/island';
import { CONTACT_SUBJECTS } from '../../core/leads/lead';
import { parseContactLead } from '../../core/leads/parse-contact-lead';
import { EmailField } from './forms/email-field';
import { SelectField, TextField } from './forms/fields';
import { LeadFormFrame, LeadPhoneField, type LeadFormCopy } from './forms/lead-form-frame';

const SUBJECTS = CONTACT_SUBJECTS.map((s) => ({ value: s.value, label: s.label }));

const COPY: LeadFormCopy = {
  kind: 'contact',
  id: 'contacto',
  title: 'Escríbenos',
  note: 'Todos los campos son obligatorios, salvo los que dicen «opcional».',
  namePlaceholder: 'Ana María Rodríguez',
  message: {
    label: 'Tu mensaje',
    hint: 'Cuéntanos en qué te ayudamos. Si es sobre un pedido, el número nos ayuda a responderte más rápido.',
  },
  consentPurpose: 'responder mi mensaje',
  send: 'Enviar mensaje',
  again: 'Enviar otro mensaje',
};

/**
 * The contact form of /contactenos/: name, email, optional mobile and order number, a subject, the message and the
 * data-policy consent. With JavaScript it checks each field as the server does and confirms in place; without it the
 * browser checks the basics, posts the form itself, and the page comes back saying how it went.
 */
function Contact() {
  const id = COPY.id;
  return (
    <LeadFormFrame copy={COPY} parse={parseContactLead}>
      {(form) => (
        <>
          <EmailField
            idPrefix={id}
            required
            value={form.values.email}
            onChange={form.set('email')}
            error={form.errors.email}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <LeadPhoneField form={form} id={id} required={false} />
            <TextField
              {...form.field('orderNumber')}
              idPrefix={id}
              label="Número de pedido"
              autoComplete="off"
              placeholder="FO-2026-000123"
              maxLength={20}
              required={false}
            />
          </div>
          <SelectField
            {...form.field('subject')}
            idPrefix={id}
            label="Tema"
            prompt="Elige el tema"
            options={SUBJECTS}
            required
          />
        </>
      )}
    </LeadFormFrame>
  );
}

/** The contact form, an island: on a page that stays server HTML it hydrates alone. */
export const ContactForm = island('contact-form', Contact);
