import { useRef, type ReactNode } from 'react';
import type { InvalidInput } from '../../../core/shared/invalid-input';
import type { Lead, LeadKind } from '../../../core/leads/lead';
import type { LeadDraft } from '../../../core/leads/lead-fields';
import type { Result } from '../../../core/shared/result';
import { LEAD_ENDPOINT, leadEndpoints } from '../../../contract/leads';
import { LEAD_FORM_ANCHOR, LEAD_FORM_PAGES } from '../../../contract/lead-form-outcome';
import { useHydrated } from '../../lib/use-hydrated';
import { TextField } from './fields';
import { FormAlert } from './form-parts';
import { ConsentField, SendButton, SentPanel, TextAreaField, TrapField } from './lead-form-parts';
import { useLeadForm } from './use-lead-form';

/** A lead form's state, for the fields its page adds. */
export type LeadFormState = ReturnType<typeof useLeadForm>;

/** What one lead form says in the frame they share. */
export type LeadFormCopy = {
  readonly kind: LeadKind;
  /** The prefix of the form's element ids ("contacto"). */
  readonly id: string;
  readonly title: string;
  /** Which fields are required, above the first one. */
  readonly note: string;
  readonly namePlaceholder: string;
  readonly message: { readonly label: string; readonly hint: string };
  /** What the data is processed for, in the consent's sentence. */
  readonly consentPurpose: string;
  readonly send: string;
  /** The link that brings an empty form back after a confirmation. */
  readonly again: string;
};

/**
 * The frame every lead form shares: its titled section, the confirmation that replaces it once sent, the form posted to
 * the leads API (by the browser itself before or without JavaScript), the name first and, after the page's own fields,
 * the message, the data-policy consent, the field for scripts and the send button. With JavaScript each field is
 * checked by `parse`, the core's own parser, as the server checks it.
 */
export function LeadFormFrame({
  copy,
  parse,
  children,
}: {
  readonly copy: LeadFormCopy;
  readonly parse: (draft: LeadDraft) => Result<Lead, InvalidInput>;
  /** The page's own fields, between the name and the message. */
  readonly children: (form: LeadFormState) => ReactNode;
}) {
  const hydrated = useHydrated();
  const status = useRef<HTMLDivElement>(null);
  const form = useLeadForm(copy.kind, parse, status);
  const { values, errors, set } = form;
  const id = copy.id;
  return (
    <section
      id={LEAD_FORM_ANCHOR}
      aria-labelledby={`${id}-titulo`}
      className="mt-8 rounded-xl border border-line p-4 sm:p-6"
    >
      <h2 id={`${id}-titulo`} className="text-xl font-bold">
        {copy.title}
      </h2>
      <SentPanel
        message={form.sent}
        again={form.again}
        againLabel={copy.again}
        againHref={`${LEAD_FORM_PAGES.get(copy.kind)}#${LEAD_FORM_ANCHOR}`}
        ref={status}
      />
      {form.sent === null && (
        <form
          method="post"
          action={leadEndpoints[LEAD_ENDPOINT[copy.kind]].path}
          noValidate={hydrated}
          onSubmit={(e) => void form.submit(e)}
          className="relative mt-3 space-y-4"
        >
          <p className="text-sm text-muted">{copy.note}</p>
          {form.alert && <FormAlert tone="error">{form.alert}</FormAlert>}
          <TextField
            {...form.field('name')}
            idPrefix={id}
            label="Nombre y apellido"
            autoComplete="name"
            placeholder={copy.namePlaceholder}
            maxLength={60}
            required
          />
          {children(form)}
          <TextAreaField
            {...form.field('message')}
            id={`${id}-message`}
            label={copy.message.label}
            hint={copy.message.hint}
          />
          <ConsentField
            id={`${id}-consent`}
            purpose={copy.consentPurpose}
            checked={values.consent}
            onChange={set('consent')}
            error={errors.consent}
          />
          <TrapField id={`${id}-recado`} value={values.recado} onChange={set('recado')} />
          <SendButton busy={form.busy}>{copy.send}</SendButton>
        </form>
      )}
    </section>
  );
}

/** A lead form's mobile number: the same field on every form, required or marked optional. */
export function LeadPhoneField({ form, id, required }: { form: LeadFormState; id: string; required: boolean }) {
  return (
    <TextField
      {...form.field('phone')}
      idPrefix={id}
      label="Celular"
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="300 123 4567"
      maxLength={20}
      required={required}
    />
  );
}
