import type { Email } from '../people/email';
import type { MobilePhone } from '../people/phone';

/** The two forms that write to the store: a shopper's question (/contactenos/) and a franchise enquiry (/franquicias/). */
export const LEAD_KINDS = ['contact', 'franchise'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** What a contact message is about, as the form offers it: the store's team sorts its inbox by it. */
export const CONTACT_SUBJECTS = [
  { value: 'pedido', label: 'Estado de mi pedido' },
  { value: 'producto', label: 'Asesoría sobre productos' },
  { value: 'pago', label: 'Pagos y facturación' },
  { value: 'devolucion', label: 'Cambios, devoluciones y garantías' },
  { value: 'mayorista', label: 'Ventas al por mayor y empresas' },
  { value: 'otro', label: 'Otro tema' },
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]['value'];

/** How much a franchise candidate can invest, in the bands of the franchise page (indicative, in Colombian pesos). */
export const INVESTMENT_RANGES = [
  { value: 'menos-100', label: 'Menos de $ 100 millones' },
  { value: '100-200', label: 'Entre $ 100 y $ 200 millones' },
  { value: '200-400', label: 'Entre $ 200 y $ 400 millones' },
  { value: 'mas-400', label: 'Más de $ 400 millones' },
] as const;
export type InvestmentRange = (typeof INVESTMENT_RANGES)[number]['value'];

/** A shopper's message from the contact form. */
export type ContactLead = {
  readonly kind: 'contact';
  readonly name: string;
  readonly email: Email;
  readonly phone: MobilePhone | null;
  /** An order the message is about, as the store numbers them (FO-2026-000123). */
  readonly orderNumber: string | null;
  readonly subject: ContactSubject;
  readonly message: string;
};

/** A franchise candidate's enquiry: where they would open, what they can invest, and who they are. */
export type FranchiseLead = {
  readonly kind: 'franchise';
  readonly name: string;
  readonly email: Email;
  readonly phone: MobilePhone;
  /** The DANE (DIVIPOLA) code of the municipality where they would open. */
  readonly municipalityCode: string;
  readonly investment: InvestmentRange;
  readonly message: string;
};

/** A checked lead, ready to keep; the sender accepted the data policy (Ley 1581 de 2012) when it was sent. */
export type Lead = ContactLead | FranchiseLead;

/** A lead as the store keeps it; a contact message with its radicado (core/leads/radicado.ts), which a franchise enquiry
 * has not (null). */
export type StoredLead = Lead & { readonly id: number; readonly createdAt: Date; readonly radicado: string | null };

/** The label of a subject or an investment band, or the value itself when the list no longer has it. */
export const labelOf = (list: readonly { readonly value: string; readonly label: string }[], value: string): string =>
  list.find((item) => item.value === value)?.label ?? value;
