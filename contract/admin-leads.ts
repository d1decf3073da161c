import type { LeadEntry } from '../core/leads/lead-inbox';
import { endpoint } from './endpoint';
import type { adminLeadInputs as I } from './inputs/admin-leads';

/** The contact messages and franchise enquiries in the operators' API (`leads.manage`): read, answer by mail, close. */
export const adminLeadEndpoints = {
  /** The newest 200 (or `limit`, up to 1000) first, of one state (`new`, `answered`, `closed`) or all. */
  listLeads: endpoint<readonly LeadEntry[], typeof I.listLeads>()({
    method: 'GET',
    path: '/api/admin/v1/leads',
    errors: ['forbidden'],
  }),
  /** Mails the reply to the person who wrote and marks the lead answered. */
  replyToLead: endpoint<LeadEntry, typeof I.replyToLead>()({
    method: 'POST',
    path: '/api/admin/v1/leads/:id/reply',
    errors: ['forbidden', 'lead-not-found', 'invalid-input'],
  }),
  setLeadState: endpoint<LeadEntry, typeof I.setLeadState>()({
    method: 'POST',
    path: '/api/admin/v1/leads/:id/state',
    errors: ['forbidden', 'lead-not-found'],
  }),
};
