import type { InvalidInput } from '../../../core/shared/invalid-input';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useSearch } from 'wouter';
import type { Lead, LeadKind } from '../../../core/leads/lead';
import type { LeadDraft } from '../../../core/leads/lead-fields';
import { leadReceivedText } from '../../../core/leads/lead-received';
import type { Result } from '../../../core/shared/result';
import { unhandled } from '../../../contract/errors';
import { LEAD_ENDPOINT, leadEndpoints } from '../../../contract/leads';
import { httpAsk } from '../../lib/http-api';
import { fieldList, LEAD_FIELDS, outcomeOf } from '../../../contract/lead-form-outcome';
import { showFirstProblem } from '../../lib/forms/show-problem';
import { useFields } from './use-fields';

export const EMPTY_DRAFT: LeadDraft = {
  name: '',
  email: '',
  phone: '',
  orderNumber: '',
  subject: '',
  departmentCode: '',
  municipalityCode: '',
  investment: '',
  message: '',
  consent: false,
  recado: '',
};

/** What a form sent without JavaScript came back saying, for its page to show. */
const fromAddress = (search: string, kind: LeadKind) => {
  const outcome = outcomeOf(search);
  if (outcome?.state === 'sent') return { sent: leadReceivedText(kind, outcome.radicado), alert: null };
  if (outcome?.state === 'limited')
    return {
      sent: null,
      alert: `Recibimos varios mensajes seguidos desde aquí. Inténtalo de nuevo en ${outcome.minutes} ${outcome.minutes === 1 ? 'minuto' : 'minutos'}, o escríbenos por WhatsApp.`,
    };
  if (outcome?.state === 'invalid')
    return { sent: null, alert: `No pudimos enviar el formulario: revisa ${fieldList(outcome.fields)}.` };
  return { sent: null, alert: null };
};

/**
 * A lead form's values, errors and sending. Values are checked by the core's own parser before sending (the same
 * messages the server gives); the server's `fields` land next to their fields; once sent, the confirmation replaces
 * the form and takes the focus. A form sent without JavaScript comes back to the page with how it went in the address.
 */
export const useLeadForm = (
  kind: LeadKind,
  parse: (draft: LeadDraft) => Result<Lead, InvalidInput>,
  /** The confirmation, focused once the form is sent. */
  status: RefObject<HTMLElement | null>,
) => {
  const back = fromAddress(useSearch(), kind);
  const { values, setValues, errors, setErrors, set, patch, field } = useFields<LeadDraft>(EMPTY_DRAFT);
  const [alert, setAlert] = useState<string | null>(back.alert);
  const [sent, setSent] = useState<string | null>(back.sent);
  const [busy, setBusy] = useState(false);
  // The confirmation exists only once sent: it takes the focus after it is drawn (not one shown by the address).
  const justSent = useRef(false);
  useEffect(() => {
    if (sent === null || !justSent.current) return;
    justSent.current = false;
    status.current?.focus();
  }, [sent, status]);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    const form = e.currentTarget;
    setAlert(null);
    const checked = parse(values);
    if (!checked.ok) {
      setErrors(checked.error.fields);
      showFirstProblem(form);
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await httpAsk(leadEndpoints)[LEAD_ENDPOINT[kind]](values);
    setBusy(false);
    if (result.ok) {
      justSent.current = true;
      setSent(result.value.message);
      setValues(EMPTY_DRAFT);
      return;
    }
    const failure = result.error;
    switch (failure.kind) {
      case 'invalid-input': {
        const known = Object.fromEntries(Object.entries(failure.fields).filter(([k]) => LEAD_FIELDS.has(k)));
        setErrors(known);
        if (Object.keys(known).length === 0) setAlert(failure.message);
        break;
      }
      case 'rate-limited':
      case 'bad-request':
      case 'not-found':
      case 'csrf':
      case 'internal':
      case 'network':
        setAlert(failure.message);
        break;
      default:
        setAlert(unhandled(failure, 'No pudimos enviar el formulario. Inténtalo de nuevo.'));
    }
    showFirstProblem(form);
  };

  /** Back to an empty form after a confirmation ("Enviar otro mensaje"). */
  const again = () => {
    setSent(null);
    setAlert(null);
  };

  return { values, errors, alert, sent, busy, set, patch, field, submit, again };
};
