import type { InvalidInput } from '../shared/invalid-input';
import { invalidInput } from '../shared/invalid-input';
import { parseOrderNumber } from '../orders/order';
import { err, ok, type Result } from '../shared/result';
import { CONTACT_SUBJECTS, type ContactLead } from './lead';
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

/** Checks the contact form: name, email, the optional phone and order number, a subject from the list, a message of 10
 * to 2,000 characters and the data-policy consent; each wrong field gets its own Spanish message. */
export const parseContactLead = (draft: LeadDraft): Result<ContactLead, InvalidInput> => {
  const problems = fieldProblems();
  const name = checkName(draft.name, problems);
  const email = checkEmail(draft.email, problems);
  const phone = checkPhone(draft.phone, null, problems);
  const orderNumber = draft.orderNumber.trim() === '' ? null : parseOrderNumber(draft.orderNumber);
  if (draft.orderNumber.trim() !== '' && orderNumber === null)
    problems.add(
      'orderNumber',
      'Escribe el número como aparece en el correo de tu pedido (ejemplo: FO-2026-000123), o déjalo en blanco.',
    );
  const subject = checkChoice(CONTACT_SUBJECTS, draft.subject, 'subject', 'Elige el tema de tu mensaje.', problems);
  const message = checkMessage(draft.message, 'Escribe tu mensaje.', problems);
  checkConsent(draft.consent, problems);
  if (problems.any()) return err(invalidInput(problems.fields()));
  return ok({ kind: 'contact', name, email, phone, orderNumber, subject, message });
};
