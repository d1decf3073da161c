import type { Actor } from './operator';
import { forbidden, type Forbidden } from './operator-errors';
import { can, type Permission } from './roles';

/** The refusal of an actor whose role does not grant `permission`, or null when it does. Every operator use case
 * starts with it. */
export const authorize = (actor: Actor, permission: Permission): Forbidden | null =>
  can(actor.role, permission) ? null : forbidden(permission);
