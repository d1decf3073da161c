import { island } from '../lib/island';
import { INVESTMENT_RANGES } from '../../core/leads/lead';
import { parseFranchiseLead } from '../../core/leads/parse-franchise-lead';
import { EmailField } from './forms/email-field';
import { SelectField } from './forms/fields';
import { LeadFormFrame, LeadPhoneField, type LeadFormCopy } from './forms/lead-form-frame';
import { PlaceFields } from './forms/place-fields';

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

/**
 * The franchise enquiry of /franquicias/: who the candidate is, where they would open (department and municipality),
 * the investment band they can reach, a few words about their experience and the data-policy consent. It works like the
 * contact form, with and without JavaScript.
 */
function Franchise() {
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
            <PlaceFields
              idPrefix={ID}
              values={values}
              errors={errors}
              onChange={form.patch}
              cityPrompt="Elige la ciudad"
              worksWithoutScript
            />
            <SelectField
              {...form.field('investment')}
              idPrefix={ID}
              label="¿Cuánto podrías invertir?"
              prompt="Elige un rango"
              options={RANGES}
              required
            />
          </>
        );
      }}
    </LeadFormFrame>
  );
}

/** The franchise form, an island: on a page that stays server HTML it hydrates alone. */
export const FranchiseForm = island('franchise-form', Franchise);
