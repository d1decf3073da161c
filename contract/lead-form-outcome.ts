import type { LeadKind } from '../core/leads/lead';
import { parseRadicado } from '../core/leads/radicado';

/** The page of each form, where a form sent without JavaScript comes back to. */
export const LEAD_FORM_PAGES: ReadonlyMap<LeadKind, string> = new Map([
  ['contact', '/contactenos/'],
  ['franchise', '/franquicias/'],
]);

/** The id of the form's section: a form sent without JavaScript comes back scrolled to it. */
export const LEAD_FORM_ANCHOR = 'formulario';

/** How a form sent without JavaScript went, told back to its page in the address (never a text of the request). */
export type LeadFormOutcome =
  | { readonly state: 'sent'; readonly radicado: string | null }
  | { readonly state: 'invalid'; readonly fields: readonly string[] }
  | { readonly state: 'limited'; readonly minutes: number };

/** The fields a wrong form may name back, as the page names them: anything else in the address is ignored. */
export const LEAD_FIELD_NAMES: ReadonlyMap<string, string> = new Map([
  ['name', 'tu nombre'],
  ['email', 'tu correo electrónico'],
  ['phone', 'tu celular'],
  ['orderNumber', 'el número de pedido'],
  ['subject', 'el tema'],
  ['departmentCode', 'el departamento'],
  ['municipalityCode', 'la ciudad'],
  ['investment', 'la inversión'],
  ['message', 'tu mensaje'],
  ['consent', 'la autorización de tratamiento de datos'],
]);
export const LEAD_FIELDS: ReadonlySet<string> = new Set(LEAD_FIELD_NAMES.keys());

/** "tu nombre, tu correo electrónico y tu mensaje". */
export const fieldList = (fields: readonly string[]): string => {
  const names = fields.flatMap((f) => LEAD_FIELD_NAMES.get(f) ?? []);
  return names.length <= 1
    ? (names[0] ?? 'los datos')
    : `${names.slice(0, -1).join(', ')} y ${names[names.length - 1]}`;
};

/** The address the browser is sent back to after a form sent without JavaScript. */
export const outcomeAddress = (kind: LeadKind, outcome: LeadFormOutcome): string => {
  const query =
    outcome.state === 'sent'
      ? `enviado=1${outcome.radicado ? `&radicado=${encodeURIComponent(outcome.radicado)}` : ''}`
      : outcome.state === 'limited'
        ? `espera=${outcome.minutes}`
        : `revisar=${outcome.fields.filter((f) => LEAD_FIELDS.has(f)).join(',')}`;
  return `${LEAD_FORM_PAGES.get(kind) ?? '/'}?${query}#${LEAD_FORM_ANCHOR}`;
};

/** The outcome a page's address tells, or null for a page opened normally. */
export const outcomeOf = (search: string): LeadFormOutcome | null => {
  const params = new URLSearchParams(search);
  // Only a number shaped as the store writes them is shown back (never other text from the address).
  if (params.get('enviado') === '1') return { state: 'sent', radicado: parseRadicado(params.get('radicado') ?? '') };
  const wait = params.get('espera');
  if (wait !== null && /^\d{1,4}$/.test(wait)) return { state: 'limited', minutes: Math.max(1, Number(wait)) };
  const fix = params.get('revisar');
  if (fix !== null) return { state: 'invalid', fields: fix.split(',').filter((f) => LEAD_FIELDS.has(f)) };
  return null;
};
