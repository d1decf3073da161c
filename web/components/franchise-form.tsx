import { useMemo, useRef } from 'react';
import { departments, municipalitiesOf } from '../../core/geography/geography';
import { INVESTMENT_RANGES } from '../../core/leads/lead';
import { parseFranchiseLead } from '../../core/leads/parse-franchise-lead';
import { leadEndpoints } from '../../contract/leads';
import { LEAD_FORM_ANCHOR } from '../../contract/lead-form-outcome';
import { useHydrated } from '../lib/use-hydrated';
import { EmailField } from './forms/email-field';
import { SelectField, TextField } from './forms/fields';
import { FormAlert } from './forms/form-parts';
import { ConsentField, SendButton, SentPanel, TextAreaField, TrapField } from './forms/lead-form-parts';
import { useLeadForm } from './forms/use-lead-form';

const DEPARTMENTS = departments().map((d) => ({ value: d.code, label: d.name }));
const RANGES = INVESTMENT_RANGES.map((r) => ({ value: r.value, label: r.label }));
const ID = 'franquicia';

/** The municipality of the chosen department (DANE's DIVIPOLA). Before the page's JavaScript runs, or without it, every
 * municipality is offered, grouped by department, so the form still works; the server checks the pair either way. */
function MunicipalityField(p: {
  readonly departmentCode: string;
  readonly value: string;
  readonly error?: string;
  readonly onChange: (code: string) => void;
}) {
  const hydrated = useHydrated();
  const own = useMemo(() => municipalitiesOf(p.departmentCode), [p.departmentCode]);
  const id = `${ID}-municipalityCode`;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        Ciudad o municipio
      </label>
      <select
        id={id}
        name="municipalityCode"
        required
        value={p.value}
        disabled={hydrated && p.departmentCode === ''}
        onChange={(e) => p.onChange(e.target.value)}
        aria-invalid={p.error ? true : undefined}
        aria-describedby={p.error ? `${id}-error` : undefined}
        className={`mt-1 block h-12 w-full rounded-lg border bg-white px-3 text-base text-ink focus:border-brand disabled:bg-surface ${
          p.error ? 'border-brand-dark' : 'border-gray-500'
        }`}
      >
        <option value="">
          {hydrated && p.departmentCode === '' ? 'Primero elige el departamento' : 'Elige la ciudad'}
        </option>
        {hydrated
          ? own.map((m) => (
              <option key={m.code} value={m.code}>
                {m.name}
              </option>
            ))
          : DEPARTMENTS.map((d) => (
              <optgroup key={d.value} label={d.label}>
                {municipalitiesOf(d.value).map((m) => (
                  <option key={m.code} value={m.code}>
                    {m.name}
                  </option>
                ))}
              </optgroup>
            ))}
      </select>
      {p.error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-brand-dark">
          {p.error}
        </p>
      )}
    </div>
  );
}

/**
 * The franchise enquiry of /franquicias/: who the candidate is, where they would open (department and municipality),
 * the investment band they can reach, a few words about their experience and the data-policy consent. It works like the
 * contact form, with and without JavaScript.
 */
export function FranchiseForm() {
  const hydrated = useHydrated();
  const status = useRef<HTMLDivElement>(null);
  const form = useLeadForm('franchise', parseFranchiseLead, status);
  const { values, errors, set } = form;
  return (
    <section
      id={LEAD_FORM_ANCHOR}
      aria-labelledby={`${ID}-titulo`}
      className="mt-8 rounded-xl border border-line p-4 sm:p-6"
    >
      <h2 id={`${ID}-titulo`} className="text-xl font-bold">
        Quiero una franquicia
      </h2>
      <SentPanel
        message={form.sent}
        again={form.again}
        againLabel="Enviar otra solicitud"
        againHref={`/franquicias/#${LEAD_FORM_ANCHOR}`}
        ref={status}
      />
      {form.sent === null && (
        <form
          method="post"
          action={leadEndpoints.leadFranchise.path}
          noValidate={hydrated}
          onSubmit={(e) => void form.submit(e)}
          className="relative mt-3 space-y-4"
        >
          <p className="text-sm text-muted">Todos los campos son obligatorios.</p>
          {form.alert && <FormAlert tone="error">{form.alert}</FormAlert>}
          <TextField
            name="name"
            idPrefix={ID}
            label="Nombre y apellido"
            autoComplete="name"
            placeholder="Andrés Felipe Gómez"
            maxLength={60}
            required
            value={values.name}
            onChange={set('name')}
            error={errors.name}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <EmailField idPrefix={ID} required value={values.email} onChange={set('email')} error={errors.email} />
            <TextField
              name="phone"
              idPrefix={ID}
              label="Celular"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="300 123 4567"
              maxLength={20}
              required
              value={values.phone}
              onChange={set('phone')}
              error={errors.phone}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              name="departmentCode"
              idPrefix={ID}
              label="Departamento"
              prompt="Elige el departamento"
              options={DEPARTMENTS}
              required
              value={values.departmentCode}
              onChange={(code) => {
                set('departmentCode')(code);
                set('municipalityCode')('');
              }}
              error={errors.departmentCode}
            />
            <MunicipalityField
              departmentCode={values.departmentCode}
              value={values.municipalityCode}
              onChange={set('municipalityCode')}
              error={errors.municipalityCode}
            />
          </div>
          <SelectField
            name="investment"
            idPrefix={ID}
            label="¿Cuánto podrías invertir?"
            prompt="Elige un rango"
            options={RANGES}
            required
            value={values.investment}
            onChange={set('investment')}
            error={errors.investment}
          />
          <TextAreaField
            id={`${ID}-message`}
            name="message"
            label="Cuéntanos sobre ti"
            hint="Tu experiencia en comercio o en el mundo fitness, y el local o la zona que tienes en mente."
            value={values.message}
            onChange={set('message')}
            error={errors.message}
          />
          <ConsentField
            id={`${ID}-consent`}
            purpose="estudiar mi solicitud de franquicia y contactarme"
            checked={values.consent}
            onChange={set('consent')}
            error={errors.consent}
          />
          <TrapField id={`${ID}-recado`} value={values.recado} onChange={set('recado')} />
          <SendButton busy={form.busy}>Enviar solicitud</SendButton>
        </form>
      )}
    </section>
  );
}
