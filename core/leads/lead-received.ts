import { contactResponseText } from '../policy/contact-response';
import type { LeadKind } from './lead';

/** What the page tells the sender once the lead is kept: the message and, for a contact message, its radicado. */
export type LeadReceived = { readonly message: string; readonly radicado: string | null };

/** The confirmation a form shows once sent, the same with JavaScript (from the server's answer) and without it (from
 * the address it comes back to): a contact message names its radicado, when known, and the store's one promise of an
 * answer (core/policy/contact-response.ts). */
export const leadReceivedText = (kind: LeadKind, radicado: string | null): string =>
  kind === 'contact'
    ? `Recibimos tu mensaje. ${radicado ? `Tu número de radicado es ${radicado}. ` : ''}Te enviamos una confirmación a tu correo y te respondemos ${contactResponseText()}.`
    : 'Recibimos tu solicitud. Te enviamos una confirmación a tu correo y nuestro equipo de expansión te contactará en los próximos cinco días hábiles.';
