import { T, type AppContainer } from '../../adapters/container';
import type { adminAuditEndpoints } from '../../contract/admin-audit';
import type { Handlers } from '../api/endpoints';
import { actorOf } from './operator-session';

/** The console's Registro in the operators' API (contract/admin-audit.ts): the use case checks the role. */
export const adminAuditHandlers = (c: AppContainer): Handlers<typeof adminAuditEndpoints> => {
  const read = c.get(T.auditLog);
  return { auditLog: (filters, ctx) => read(actorOf(ctx.actor), filters) };
};
