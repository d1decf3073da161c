import type { Mailer } from '../mail/ports';
import { authorize } from '../operators/authorize';
import type { Actor } from '../operators/operator';
import { invalidField, type Forbidden, type InvalidOperatorInput } from '../operators/operator-errors';
import type { Clock } from '../shared/ports';
import { err, ok, type Result } from '../shared/result';
import type { LeadEntry, LeadInbox, LeadState } from './lead-inbox';
import type { LeadMailContext } from './lead-mails';
import { leadReplyMail } from './lead-reply-mail';

export type LeadNotFound = { readonly kind: 'lead-not-found'; readonly message: string };
const NOT_FOUND: LeadNotFound = { kind: 'lead-not-found', message: 'Ese mensaje no existe.' };

export type AnswerLeadsDeps = {
  readonly inbox: LeadInbox;
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly mail: LeadMailContext;
};

/** The contact messages and franchise enquiries, newest first, of one state or all: the console's 200, or the `limit` a
 * command asks for. */
export const listLeads =
  (deps: AnswerLeadsDeps) =>
  async (actor: Actor, state: LeadState | null, limit = 200): Promise<Result<readonly LeadEntry[], Forbidden>> => {
    const refused = authorize(actor, 'leads.manage');
    return refused ? err(refused) : ok(await deps.inbox.list({ state, limit }));
  };

/** Mails an operator's reply to the person who wrote (answerable to the store's inbox), then records it and the lead as
 * answered. A mail service that is down throws: nothing is recorded, the operator sends again. */
export const replyToLead =
  (deps: AnswerLeadsDeps) =>
  async (
    actor: Actor,
    id: number,
    body: string,
  ): Promise<Result<LeadEntry, Forbidden | LeadNotFound | InvalidOperatorInput>> => {
    const refused = authorize(actor, 'leads.manage');
    if (refused) return err(refused);
    const text = body.trim();
    if (text.length < 2 || text.length > 5000)
      return err(invalidField('body', 'Escribe la respuesta (hasta 5.000 caracteres).'));
    const lead = await deps.inbox.find(id);
    if (!lead) return err(NOT_FOUND);
    await deps.mailer.send(leadReplyMail(deps.mail, lead, text));
    const reply = { at: deps.clock.now(), actor: actor.name, body: text };
    await deps.inbox.recordReply(id, { ...reply, operatorId: actor.operatorId });
    return ok({ ...lead, state: 'answered', replies: [...lead.replies, reply] });
  };

/** Closes a lead, or opens it again. */
export const setLeadState =
  (deps: AnswerLeadsDeps) =>
  async (actor: Actor, id: number, state: LeadState): Promise<Result<LeadEntry, Forbidden | LeadNotFound>> => {
    const refused = authorize(actor, 'leads.manage');
    if (refused) return err(refused);
    const lead = await deps.inbox.find(id);
    if (!lead) return err(NOT_FOUND);
    await deps.inbox.setState(id, state);
    return ok({ ...lead, state });
  };
