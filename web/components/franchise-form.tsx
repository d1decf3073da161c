import { useMemo } from 'react';
import { departments, municipalitiesOf } from '../../core/geography/geography';
import { INVESTMENT_RANGES } from '../../core/leads/lead';
import { parseFranchiseLead } from '../../core/leads/parse-franchise-lead';
import { useHydrated } from '../lib/use-hydrated';
import { EmailField } from './forms/email-field';
import { SelectField } from './forms/fields';
import { LeadFormFrame, LeadPhoneField, type LeadFormCopy } from './forms/lead-form-frame';

const DEPARTMENTS = departments().map((d) => ({ value: d.code, label: d.name }));
const RANGES = INVESTMENT_RANGES.map((r) => ({ value: r.value, label: r.label }));
const ID = 'franquicia';

const COPY: LeadFormCopy = {
  kind: 'franchise',
  id: ID,
  title: 'Quiero una franquicia',
  note: 'Todos los campos son obligatorios.',
  namePlaceholder: 'Andrés Felipe Gómez',
  message: {
    label: 'Cuéntanos sobre ti',
    hint: 'Tu experiencia en comercio o en el mundo fitness, y el local o la zona que tienes en mente.',
  },
  consentPurpose: 'estudiar mi solicitud de franquicia y contactarme',
  send: 'Enviar solicitud',
  again: 'Enviar otra solicitud',
};

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
  return (
    <LeadFormFrame copy={COPY} parse={parseFranchiseLead}>
      {(form) => {
        const { values, errors, set } = form;
        return (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <EmailField idPrefix={ID} required value={values.email} onChange={set('email')} error={errors.email} />
              <LeadPhoneField form={form} id={ID} required />
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
          </>
        );
      }}
    </LeadFormFrame>
  );
}
