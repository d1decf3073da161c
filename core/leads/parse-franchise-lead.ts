import type { InvalidInput } from '../shared/invalid-input';
import { departments, findMunicipality } from '../geography/geography';
import type { MobilePhone } from '../people/phone';
import { ok, type Result } from '../shared/result';
import { INVESTMENT_RANGES, type FranchiseLead } from './lead';
import { checkChoice, parseLeadForm, type LeadDraft } from './lead-fields';

const franchiseForm = parseLeadForm({
  phoneMissing: 'Escribe tu celular para que podamos llamarte.',
  messageMissing: 'Cuéntanos sobre tu experiencia y el local o la zona que tienes en mente.',
  own: (draft, problems) => {
    const departmentCode = draft.departmentCode.trim();
    const municipality = findMunicipality(draft.municipalityCode.trim());
    if (!departments().some((d) => d.code === departmentCode))
      problems.add('departmentCode', 'Elige el departamento donde abrirías la tienda.');
    else if (!municipality || municipality.departmentCode !== departmentCode)
      problems.add('municipalityCode', 'Elige la ciudad o el municipio donde abrirías la tienda.');
    const investment = checkChoice(
      INVESTMENT_RANGES,
      draft.investment,
      'investment',
      'Elige cuánto podrías invertir.',
      problems,
    );
    return municipality ? { municipalityCode: municipality.code, investment } : null;
  },
});

/** Checks the franchise form: name, email, a mobile to call back, the department and one of its municipalities (DANE's
 * DIVIPOLA), an investment band from the list, a few words about the candidate and the data-policy consent. */
export const parseFranchiseLead = (draft: LeadDraft): Result<FranchiseLead, InvalidInput> => {
  const checked = franchiseForm(draft);
  // The phone is required here (phoneMissing), so a form that passed has one.
  return checked.ok ? ok({ kind: 'franchise', ...checked.value, phone: checked.value.phone as MobilePhone }) : checked;
};
