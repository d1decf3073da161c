import type { InvalidInput } from '../shared/invalid-input';
import { invalidInput } from '../shared/invalid-input';
import { departments, findMunicipality } from '../geography/geography';
import type { MobilePhone } from '../people/phone';
import { err, ok, type Result } from '../shared/result';
import { INVESTMENT_RANGES, type FranchiseLead } from './lead';
import {
  checkChoice,
  checkConsent,
  checkEmail,
  checkMessage,
  checkName,
  checkPhone,
  fieldProblems,
  type LeadDraft,
} from './lead-fields';

/** Checks the franchise form: name, email, a mobile to call back, the department and one of its municipalities (DANE's
 * DIVIPOLA), an investment band from the list, a few words about the candidate and the data-policy consent. */
export const parseFranchiseLead = (draft: LeadDraft): Result<FranchiseLead, InvalidInput> => {
  const problems = fieldProblems();
  const name = checkName(draft.name, problems);
  const email = checkEmail(draft.email, problems);
  const phone = checkPhone(draft.phone, 'Escribe tu celular para que podamos llamarte.', problems);
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
  const message = checkMessage(
    draft.message,
    'Cuéntanos sobre tu experiencia y el local o la zona que tienes en mente.',
    problems,
  );
  checkConsent(draft.consent, problems);
  if (problems.any() || !municipality) return err(invalidInput(problems.fields()));
  return ok({
    kind: 'franchise',
    name,
    email,
    phone: phone as MobilePhone,
    municipalityCode: municipality.code,
    investment,
    message,
  });
};
