import type { Clock } from '../shared/ports';
import { err, ok, type Result } from '../shared/result';
import { authorize } from './authorize';
import { operatorView, type Actor, type Operator, type OperatorView } from './operator';
import { OPERATOR_NOT_FOUND, type Forbidden, type LastOwner, type OperatorNotFound } from './operator-errors';
import type { OperatorAudit, OperatorStore } from './ports';
import type { Role } from './roles';

export type ManageOperatorsDeps = {
  readonly operators: OperatorStore;
  readonly audit: OperatorAudit;
  readonly clock: Clock;
};
export type ManageOperatorError = Forbidden | OperatorNotFound | LastOwner;

const LAST_OWNER: LastOwner = {
  kind: 'last-owner',
  message: 'Es el único dueño activo: invita y da de alta a otro dueño antes de cambiarlo.',
};

/** Every operator, for owners. */
export const listOperators =
  (deps: ManageOperatorsDeps) =>
  async (actor: Actor): Promise<Result<readonly OperatorView[], Forbidden>> => {
    const refused = authorize(actor, 'operators.manage');
    if (refused) return err(refused);
    return ok((await deps.operators.list()).map(operatorView));
  };

/** The operator an owner names by id or e-mail, unless the change would leave the store without an active owner. */
const changeable = async (
  deps: ManageOperatorsDeps,
  actor: Actor,
  who: string,
  losesOwner: (o: Operator) => boolean,
): Promise<Result<Operator, ManageOperatorError>> => {
  const refused = authorize(actor, 'operators.manage');
  if (refused) return err(refused);
  const operator = (await deps.operators.findById(who)) ?? (await deps.operators.findByEmail(who.trim().toLowerCase()));
  if (!operator) return err(OPERATOR_NOT_FOUND);
  const activeOwner = operator.role === 'owner' && operator.status === 'active';
  if (activeOwner && losesOwner(operator) && (await deps.operators.activeOwners()) <= 1) return err(LAST_OWNER);
  return ok(operator);
};

/** Gives an operator another role; their sessions and tokens act with it from their next request. */
export const changeRole =
  (deps: ManageOperatorsDeps) =>
  async (actor: Actor, who: string, role: Role): Promise<Result<OperatorView, ManageOperatorError>> => {
    const found = await changeable(deps, actor, who, () => role !== 'owner');
    if (!found.ok) return found;
    const operator = found.value;
    await deps.operators.setRole(operator.id, role);
    const at = deps.clock.now();
    const entry = { at, operatorId: actor.operatorId, actor: actor.name, subject: operator.email };
    await deps.audit.record({
      ...entry,
      action: 'operator.role-changed',
      before: { role: operator.role },
      after: { role },
    });
    return ok(operatorView({ ...operator, role }));
  };

/** Disables an operator: they can no longer sign in, and their open sessions and tokens stop at once. */
export const disableOperator =
  (deps: ManageOperatorsDeps) =>
  async (actor: Actor, who: string): Promise<Result<OperatorView, ManageOperatorError>> => {
    const found = await changeable(deps, actor, who, () => true);
    if (!found.ok) return found;
    const operator = found.value;
    const at = deps.clock.now();
    await deps.operators.disable(operator.id, at);
    const entry = { at, operatorId: actor.operatorId, actor: actor.name, subject: operator.email };
    await deps.audit.record({ ...entry, action: 'operator.disabled', before: { status: operator.status } });
    return ok(operatorView({ ...operator, status: 'disabled' }));
  };
