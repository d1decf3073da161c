import { authorize } from '../operators/authorize';
import type { Actor } from '../operators/operator';
import type { Forbidden, InvalidOperatorInput } from '../operators/operator-errors';
import type { Permission } from '../operators/roles';
import { err, ok, type Result } from '../shared/result';
import type { ReturnAudit, ReturnStore } from './ports';
import type { Return } from './return';
import { RETURN_STATE_LABELS, type ReturnState } from './return-state';

export type ReturnNotFound = { readonly kind: 'return-not-found'; readonly message: string };
export type WrongReturnState = { readonly kind: 'invalid-transition'; readonly message: string };
export type OperatorReturnError = Forbidden | ReturnNotFound | WrongReturnState | InvalidOperatorInput;

/** The return an operator names by its number (FO-2026-000123-D1, case and spaces forgiven), if their role allows
 * `permission`. */
export const operatorReturn = async (
  returns: Pick<ReturnStore, 'findByNumber'>,
  actor: Actor,
  permission: Permission,
  number: string,
): Promise<Result<Return, Forbidden | ReturnNotFound>> => {
  const refused = authorize(actor, permission);
  if (refused) return err(refused);
  const found = await returns.findByNumber(number.trim().toUpperCase());
  return found ? ok(found) : err({ kind: 'return-not-found', message: `No return ${number.trim()}.` });
};

/** Why a return cannot take a step now, in the operators' words. */
export const wrongState = (r: Pick<Return, 'number' | 'state'>, step: string): WrongReturnState => ({
  kind: 'invalid-transition',
  message: `Return ${r.number} is ${r.state} (${RETURN_STATE_LABELS.get(r.state)}): it cannot be ${step}.`,
});

/** Why an exchange cannot be approved: the units it asks for were sold meanwhile (none are held). */
export const exchangeShort = (r: Pick<Return, 'number'>, skus: readonly string[]): WrongReturnState => ({
  kind: 'invalid-transition',
  message: `Return ${r.number} cannot be approved: too few units of ${skus.join(', ')} are left for the exchange.`,
});

/** Why an exchange is never refunded: its replacement order settles it. */
export const exchangeNotRefunded = (r: Pick<Return, 'number'>): WrongReturnState => ({
  kind: 'invalid-transition',
  message: `Return ${r.number} is an exchange: its replacement order settles it, no money is refunded.`,
});

/** The audit of an operator's step on a return: its state before and after, and what the step said. */
export const auditOf = (
  actor: Actor,
  action: string,
  from: ReturnState,
  to: ReturnState,
  said: Readonly<Record<string, unknown>> = {},
): ReturnAudit => ({
  operatorId: actor.operatorId,
  actor: actor.name,
  action,
  before: { state: from },
  after: { state: to, ...said },
});
