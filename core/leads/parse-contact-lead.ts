import type { InvalidInput } from '../shared/invalid-input';
import { parseOrderNumber } from '../orders/order';
import { ok, type Result } from '../shared/result';
import { CONTACT_SUBJECTS, type ContactLead } from './lead';
import { checkChoice, parseLeadForm, type LeadDraft } from './lead-fields';

const contactForm = parseLeadForm({
  phoneMissing: null,
  messageMissing: 'Escribe tu mensaje.',
  own: (draft, problems) => {
    const orderNumber = draft.orderNumber.trim() === '' ? null : parseOrderNumber(draft.orderNumber);
    if (draft.orderNumber.trim() !== '' && orderNumber === null)
      problems.add(
        'orderNumber',
        'Escribe el número como aparece en el correo de tu pedido (ejemplo: FO-2026-000123), o déjalo en blanco.',
      );
    const subject = checkChoice(CONTACT_SUBJECTS, draft.subject, 'subject', 'Elige el tema de tu mensaje.', problems);
    return { orderNumber, subject };
  },
});

/** Checks the contact form: name, email, the optional phone and order number, a subject from the list, a message of 10
 * to 2,000 characters and the data-policy consent; each wrong field gets its own Spanish message. */
export const parseContactLead = (draft: LeadDraft): Result<ContactLead, InvalidInput> => {
  const checked = contactForm(draft);
  return checked.ok ? ok({ kind: 'contact', ...checked.value }) : checked;
};
