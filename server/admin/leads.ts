import { T, type AppContainer } from '../../adapters/container';
import type { adminLeadEndpoints } from '../../contract/admin-leads';
import type { Handlers } from '../api/endpoints';
import { actorOf } from './operator-session';

/** The leads in the operators' API (contract/admin-leads.ts): each use case checks the role. */
export const adminLeadHandlers = (c: AppContainer): Handlers<typeof adminLeadEndpoints> => {
  const leads = c.get(T.leads);
  return {
    listLeads: ({ state, limit }, ctx) => leads.listLeads(actorOf(ctx.actor), state ?? null, limit),
    replyToLead: ({ id, body }, ctx) => leads.replyToLead(actorOf(ctx.actor), id, body),
    setLeadState: ({ id, state }, ctx) => leads.setLeadState(actorOf(ctx.actor), id, state),
  };
};
