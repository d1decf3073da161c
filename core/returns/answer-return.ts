import type { Actor } from '../operators/operator';
import { invalidField } from '../operators/operator-errors';
import type { Clock } from '../shared/ports';
import { err, ok, type Result } from '../shared/result';
import { auditOf, exchangeShort, operatorReturn, wrongState, type OperatorReturnError } from './operator-returns';
import type { ReturnStore } from './ports';
import type { Return } from './return';

export type AnswerReturnDeps = { readonly returns: ReturnStore; readonly clock: Clock };

const answer =
  (deps: AnswerReturnDeps, to: 'approved' | 'rejected') =>
  async (actor: Actor, input: { readonly number: string; readonly text: string }) => {
    const found = await operatorReturn(deps.returns, actor, 'returns.write', input.number);
    if (!found.ok) return found;
    const r = found.value;
    const field = to === 'approved' ? 'instructions' : 'reason';
    const text = input.text.trim();
    if (text.length < 5 || text.length > 2000)
      return err(
        invalidField(
          field,
          to === 'approved'
            ? 'Write the return shipping instructions the shopper reads (5 to 2,000 characters).'
            : 'Write the reason the shopper reads (5 to 2,000 characters).',
        ),
      );
    // A repeated click on the same answer changes nothing.
    if (r.state === to) return ok(r);
    const step = to === 'approved' ? 'approved' : 'rejected';
    if (r.state !== 'requested') return err(wrongState(r, step));
    const at = deps.clock.now();
    const audit = auditOf(actor, `return.${step}`, 'requested', to, { [field]: text });
    // An exchange's replacement units are reserved when it is approved, so the shopper is never told yes to a variant
    // sold out by the time their parcel arrives; a rejected exchange reserves nothing.
    if (to === 'approved' && r.reason === 'cambio') {
      const approved = await deps.returns.approveExchange({ returnId: r.id, text, at, audit });
      if (approved.kind === 'short') return err(exchangeShort(r, approved.skus));
      if (approved.kind === 'moved') return err(wrongState((await deps.returns.find(r.id)) ?? r, step));
    } else if (!(await deps.returns.answer({ returnId: r.id, to, text, at, audit })))
      return err(wrongState((await deps.returns.find(r.id)) ?? r, step));
    return ok((await deps.returns.find(r.id))!);
  };

/** Approves a requested return with the return shipping instructions the shopper reads in their mail (support, a
 * manager or the owner: `returns.write`). */
export const approveReturn = (
  deps: AnswerReturnDeps,
): ((
  actor: Actor,
  input: { readonly number: string; readonly text: string },
) => Promise<Result<Return, OperatorReturnError>>) => answer(deps, 'approved');

/** Rejects a requested return with the reason the shopper reads in their mail (`returns.write`). */
export const rejectReturn = (
  deps: AnswerReturnDeps,
): ((
  actor: Actor,
  input: { readonly number: string; readonly text: string },
) => Promise<Result<Return, OperatorReturnError>>) => answer(deps, 'rejected');
