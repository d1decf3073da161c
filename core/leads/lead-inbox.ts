import type { StoredLead } from './lead';

/** Where a lead stands for the team: new until someone answers it, answered once a reply went out, closed when nothing
 * more is to be done (a closed lead can be opened again). */
export const LEAD_STATES = ['new', 'answered', 'closed'] as const;
export type LeadState = (typeof LEAD_STATES)[number];

/** A reply an operator mailed to the person who wrote. */
export type LeadReply = { readonly at: Date; readonly actor: string; readonly body: string };

/** A lead as the console shows it: the message, where it stands, and the replies sent. */
export type LeadEntry = StoredLead & { readonly state: LeadState; readonly replies: readonly LeadReply[] };

/** The leads as the team works through them. */
export type LeadInbox = {
  /** The newest first, of one state or all. */
  list(filter: { readonly state: LeadState | null; readonly limit: number }): Promise<readonly LeadEntry[]>;
  find(id: number): Promise<LeadEntry | null>;
  /** Records a reply sent, and the lead as answered. */
  recordReply(id: number, reply: LeadReply & { readonly operatorId: string | null }): Promise<void>;
  setState(id: number, state: LeadState): Promise<void>;
};
