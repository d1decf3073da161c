import type { Actor } from '../../core/operators/operator';
import type { Role } from '../../core/operators/roles';

/** An operator signed in to the console with `role`, as the use cases receive them. */
export const anActor = (role: Role, name = `Operador ${role} <${role}@fornido.co>`): Actor => ({
  operatorId: `operador-${role}`,
  name,
  role,
  via: { kind: 'session', tokenHash: `sesion-${role}` },
});
