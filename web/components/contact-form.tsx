import { useRef } from 'react';
import { CONTACT_SUBJECTS } from '../../core/leads/lead';
import { parseContactLead } from '../../core/leads/parse-contact-lead';
import { leadEndpoints } from '../../contract/leads';
import { LEAD_FORM_ANCHOR } from '../../contract/lead-form-outcome';
import { useHydrated } from '../lib/use-hydrated';
import { EmailField } from './forms/email-field';
import { SelectField, TextField } from './forms/fields';
import { FormAlert } from './forms/form-parts';
import { ConsentField, SendButton, SentPanel, TextAreaField, TrapField } from './forms/lead-form-parts';
import { useLeadForm } from './forms/use-lead-form';

const SUBJECTS = CONTACT_SUBJECTS.map((s) => ({ value: s.value, label: s.label }));

/**
 * The contact form of /contactenos/: name, email, optional mobile and order number, a subject, the message and the
 * data-policy consent. With JavaScript it checks each field as the server does and confirms in place; without it the
 * browser checks the basics, posts the form itself, and the page comes back saying how it went.
 */
export function ContactForm() {
  const hydrated = useHydrated();
  const status = useRef<HTMLDivElement>(null);
  const form = useLeadForm('contact', parseContactLead, status);
  const { values, errors, set } = form;
  const id = 'contacto';
  return (
    <section
      id={LEAD_FORM_ANCHOR}
      aria-labelledby={`${id}-titulo`}
      className="mt-8 rounded-xl border border-line p-4 sm:p-6"
    >
      <h2 id={`${id}-titulo`} className="text-xl font-bold">
        Escríbenos
      </h2>
      <SentPanel
        message={form.sent}
        again={form.again}
        againLabel="Enviar otro mensaje"
        againHref={`/contactenos/#${LEAD_FORM_ANCHOR}`}
        ref={status}
      />
      {form.sent === null && (
        <form
          method="post"
          action={leadEndpoints.leadContact.path}
          noValidate={hydrated}
          onSubmit={(e) => void form.submit(e)}
          className="relative mt-3 space-y-4"
        >
          <p className="text-sm text-muted">Todos los campos son obligatorios, salvo los que dicen «opcional».</p>
          {form.alert && <FormAlert tone="error">{form.alert}</FormAlert>}
          <TextField
            name="name"
            idPrefix={id}
            label="Nombre y apellido"
            autoComplete="name"
            placeholder="Ana María Rodríguez"
            maxLength={60}
            required
            value={values.name}
            onChange={set('name')}
            error={errors.name}
          />
          <EmailField idPrefix={id} required value={values.email} onChange={set('email')} error={errors.email} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="phone"
              idPrefix={id}
              label="Celular"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="300 123 4567"
              maxLength={20}
              required={false}
              value={values.phone}
              onChange={set('phone')}
              error={errors.phone}
            />
            <TextField
              name="orderNumber"
              idPrefix={id}
              label="Número de pedido"
              autoComplete="off"
              placeholder="FO-2026-000123"
              maxLength={20}
              required={false}
              value={values.orderNumber}
              onChange={set('orderNumber')}
              error={errors.orderNumber}
            />
          </div>
          <SelectField
            name="subject"
            idPrefix={id}
            label="Tema"
            prompt="Elige el tema"
            options={SUBJECTS}
            required
            value={values.subject}
            onChange={set('subject')}
            error={errors.subject}
          />
          <TextAreaField
            id={`${id}-message`}
            name="message"
            label="Tu mensaje"
            hint="Cuéntanos en qué te ayudamos. Si es sobre un pedido, el número nos ayuda a responderte más rápido."
            value={values.message}
            onChange={set('message')}
            error={errors.message}
          />
          <ConsentField
            id={`${id}-consent`}
            purpose="responder mi mensaje"
            checked={values.consent}
            onChange={set('consent')}
            error={errors.consent}
          />
          <TrapField id={`${id}-recado`} value={values.recado} onChange={set('recado')} />
          <SendButton busy={form.busy}>Enviar mensaje</SendButton>
        </form>
      )}
    </section>
  );
}
