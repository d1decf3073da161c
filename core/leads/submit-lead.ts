import type { RateLimiter } from '../shared/rate-limit';
import type { RateLimited } from '../shared/rate-limit';
import type { InvalidInput } from '../shared/invalid-input';
import type { Limit } from '../customers/account-rules';
import { mailboxKey } from '../people/mailbox';
import type { Clock } from '../shared/ports';
import { err, ok, type Result } from '../shared/result';
import type { Lead, LeadKind } from './lead';
import { leadReceivedText, type LeadReceived } from './lead-received';
import type { LeadDraft } from './lead-fields';
import { parseContactLead } from './parse-contact-lead';
import { parseFranchiseLead } from './parse-franchise-lead';
import type { LeadStore } from './ports';

/** Per form: sends from one client address an hour (as the other public forms: shoppers behind one carrier's shared
 * address still fit), and from one email address an hour (a person writes once or twice; a script filling a stranger's
 * mailbox with acknowledgements stops at three). */
export const LEAD_LIMITS = {
  perIp: { limit: 10, windowSeconds: 60 * 60 },
  perEmail: { limit: 3, windowSeconds: 60 * 60 },
} as const satisfies Record<string, Limit>;

export type LeadError = InvalidInput | RateLimited;
export type LeadErrorKind = LeadError['kind'];

export type { LeadReceived } from './lead-received';

export type SubmitLeadDeps = {
  readonly leads: LeadStore;
  readonly limiter: RateLimiter;
  readonly clock: Clock;
};

/** What a form whose hidden field is filled (a script, not a person) is told: no field named, nothing kept. */
const SUSPECT: InvalidInput = {
  kind: 'invalid-input',
  message: 'No pudimos enviar el formulario. Recarga la página e inténtalo de nuevo, o escríbenos por WhatsApp.',
  fields: {},
};

const limited = (retryAfterSeconds: number): RateLimited => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return {
    kind: 'rate-limited',
    retryAfterSeconds,
    message: `Recibimos varios mensajes seguidos desde aquí. Inténtalo de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}, o escríbenos por WhatsApp.`,
  };
};

/** Keeps a contact message (numbered with its radicado, told to the sender) or a franchise enquiry, whose mails (to the store's inbox, with the sender as Reply-To, and
 * an acknowledgement to the sender) go out from the same row. Refused: past the per-address or per-mailbox limit (429; one
 * mailbox however its address is spelled, see mailboxKey),
 * with a wrong field (each named in Spanish), without the data-policy consent, or with the hidden field filled. */
export const submitLead =
  (deps: SubmitLeadDeps) =>
  async (input: {
    readonly kind: LeadKind;
    readonly draft: LeadDraft;
    readonly ip: string;
  }): Promise<Result<LeadReceived, LeadError>> => {
    const now = deps.clock.now();
    const { perIp, perEmail } = LEAD_LIMITS;
    const fromIp = await deps.limiter.hit(`lead:${input.kind}:ip:${input.ip}`, perIp.limit, perIp.windowSeconds, now);
    if (!fromIp.allowed) return err(limited(fromIp.retryAfterSeconds));
    if (input.draft.recado.trim() !== '') return err(SUSPECT);
    const parsed: Result<Lead, InvalidInput> =
      input.kind === 'contact' ? parseContactLead(input.draft) : parseFranchiseLead(input.draft);
    if (!parsed.ok) return parsed;
    const key = `lead:${input.kind}:email:${mailboxKey(parsed.value.email)}`;
    const fromEmail = await deps.limiter.hit(key, perEmail.limit, perEmail.windowSeconds, now);
    if (!fromEmail.allowed) return err(limited(fromEmail.retryAfterSeconds));
    const { radicado } = await deps.leads.record(parsed.value, now);
    return ok({ message: leadReceivedText(input.kind, radicado), radicado });
  };
