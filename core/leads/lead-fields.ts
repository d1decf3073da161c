import { removeControlCharacters } from '../shared/control-characters';
import { invalidInput, type InvalidInput } from '../shared/invalid-input';
import { err, ok, type Result } from '../shared/result';
import { parseEmail, type Email } from '../people/email';
import { parsePersonName } from '../people/names';
import { parseMobilePhone, type MobilePhone } from '../people/phone';

/** A form as the browser sends it: every field a text (empty when left blank), the consent box ticked or not, and the
 * field that people never see (a bot that fills it gives itself away). */
export type LeadDraft = {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly orderNumber: string;
  readonly subject: string;
  readonly departmentCode: string;
  readonly municipalityCode: string;
  readonly investment: string;
  readonly message: string;
  readonly consent: boolean;
  /** The hidden field: empty for every person. */
  readonly recado: string;
};

/** The longest message kept: a full page of text. */
export const MAX_MESSAGE = 2000;
const MIN_MESSAGE = 10;

export const CONSENT_REQUIRED =
  'Para enviarnos tus datos debes aceptar la política de tratamiento de datos personales (Ley 1581 de 2012).';

/** A draft from any request body (JSON or a plain HTML form): own fields only, texts as given, anything else (a list, a
 * number, an object) read as blank so it gets the field's own message; the consent as a JSON true or a ticked box. */
export const leadDraftOf = (body: unknown): LeadDraft => {
  const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
  // Own properties only: a field named like an object's member ("constructor", "__proto__") is never read through it.
  const read = (key: string): unknown => (Object.hasOwn(fields, key) ? (fields as Record<string, unknown>)[key] : '');
  const text = (key: keyof LeadDraft): string => {
    const value = read(key);
    return typeof value === 'string' ? value : '';
  };
  const consent = read('consent');
  return {
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    orderNumber: text('orderNumber'),
    subject: text('subject'),
    departmentCode: text('departmentCode'),
    municipalityCode: text('municipalityCode'),
    investment: text('investment'),
    message: text('message'),
    recado: text('recado'),
    consent: consent === true || consent === 'on' || consent === 'true',
  };
};

/** Collects each field's first problem, in the form's order. */
export const fieldProblems = () => {
  const problems = new Map<string, string>();
  return {
    add: (field: string, message: string) => {
      if (!problems.has(field)) problems.set(field, message);
    },
    fields: (): Readonly<Record<string, string>> => Object.fromEntries(problems),
    any: () => problems.size > 0,
  };
};

export type FieldProblems = ReturnType<typeof fieldProblems>;
type Problems = FieldProblems;

const checkName = (raw: string, problems: Problems): string => {
  if (raw.trim() === '') {
    problems.add('name', 'Escribe tu nombre.');
    return '';
  }
  const name = parsePersonName(raw);
  if (!name.ok) problems.add('name', name.error.message);
  return name.ok ? name.value : '';
};

const checkEmail = (raw: string, problems: Problems): Email => {
  if (raw.trim() === '') {
    problems.add('email', 'Escribe tu correo electrónico.');
    return '' as Email;
  }
  const email = parseEmail(raw);
  if (!email.ok) problems.add('email', email.error.message);
  return email.ok ? email.value : ('' as Email);
};

/** A mobile number, or null when optional and left blank. */
const checkPhone = (raw: string, required: string | null, problems: Problems): MobilePhone | null => {
  if (raw.trim() === '') {
    if (required) problems.add('phone', required);
    return null;
  }
  const phone = parseMobilePhone(raw);
  if (!phone.ok) problems.add('phone', phone.error.message);
  return phone.ok ? phone.value : null;
};

/** The message as kept: NFC, no control or bidirectional formatting characters but line breaks and tabs, at most two
 * blank lines in a row. */
const checkMessage = (raw: string, missing: string, problems: Problems): string => {
  const message = removeControlCharacters(raw.normalize('NFC').replace(/\r\n?/g, '\n'), { keepLines: true })
    .replace(/\n{4,}/g, '\n\n\n')
    .trim();
  if (message === '') problems.add('message', missing);
  else if (message.length < MIN_MESSAGE)
    problems.add('message', `Cuéntanos un poco más: al menos ${MIN_MESSAGE} caracteres.`);
  else if (message.length > MAX_MESSAGE) problems.add('message', 'Puede tener hasta 2.000 caracteres.');
  return message;
};

/** A choice from a fixed list, or its message. */
export const checkChoice = <V extends string>(
  list: readonly { readonly value: V }[],
  raw: string,
  field: string,
  message: string,
  problems: Problems,
): V => {
  const found = list.find((item) => item.value === raw.trim());
  if (!found) problems.add(field, message);
  return found ? found.value : list[0].value;
};

const checkConsent = (consent: boolean, problems: Problems) => {
  if (!consent) problems.add('consent', CONSENT_REQUIRED);
};

/** What every lead form asks of its sender, checked. */
export type LeadSender = { readonly name: string; readonly email: Email; readonly phone: MobilePhone | null };

/** What tells one lead form from another: its own fields and its messages for the blanks every form has. */
export type LeadFormFields<Own> = {
  /** The message for a blank phone; null where the phone is optional. */
  readonly phoneMissing: string | null;
  /** The message for a blank message. */
  readonly messageMissing: string;
  /** Checks the form's own fields, asked between the phone and the message; null where they do not make one answer. */
  readonly own: (draft: LeadDraft, problems: FieldProblems) => Own | null;
};

/** Checks a lead form in its order (name, email, phone, its own fields, the message, the consent): every lead form
 * asks its sender and the data-policy consent (Ley 1581 de 2012) the same way, and each wrong field gets its first
 * Spanish message, keyed by the field's name. */
export const parseLeadForm =
  <Own>(form: LeadFormFields<Own>) =>
  (draft: LeadDraft): Result<LeadSender & Own & { readonly message: string }, InvalidInput> => {
    const problems = fieldProblems();
    const name = checkName(draft.name, problems);
    const email = checkEmail(draft.email, problems);
    const phone = checkPhone(draft.phone, form.phoneMissing, problems);
    const own = form.own(draft, problems);
    const message = checkMessage(draft.message, form.messageMissing, problems);
    checkConsent(draft.consent, problems);
    if (problems.any() || own === null) return err(invalidInput(problems.fields()));
    return ok({ name, email, phone, ...own, message });
  };
