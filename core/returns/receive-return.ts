import type { CartCatalogue } from '../cart/ports';
import type { Actor } from '../operators/operator';
import { invalidField } from '../operators/operator-errors';
import type { OrderStore } from '../orders/ports';
import type { Clock } from '../shared/ports';
import { err, ok, type Result } from '../shared/result';
import { auditOf, operatorReturn, wrongState, type OperatorReturnError } from './operator-returns';
import type { ReturnStore } from './ports';
import { replacementOrderOf } from './replacement-order';
import type { Return, UnitsBack } from './return';

export type ReceiveReturnDeps = {
  readonly returns: ReturnStore;
  readonly clock: Clock;
  /** The original order and the wanted variants, for an exchange's replacement order. */
  readonly orders: Pick<OrderStore, 'findById'>;
  readonly catalogue: CartCatalogue;
};

/** Where each line's units go, as the warehouse says: back on sale or to the damaged count. */
export type LineBack = { readonly sku: string; readonly back: UnitsBack };

/**
 * The warehouse receives an approved return's units (`returns.receive`): each line back on sale or to the variant's
 * damaged count, every line named once. An exchange (`cambio`) is then `exchanged`, and its $ 0 replacement order,
 * whose units were reserved at approval, is released to be prepared and shipped. A repeated receipt changes nothing.
 */
export const receiveReturn =
  (deps: ReceiveReturnDeps) =>
  async (
    actor: Actor,
    input: { readonly number: string; readonly lines: readonly LineBack[] },
  ): Promise<Result<Return, OperatorReturnError>> => {
    const found = await operatorReturn(deps.returns, actor, 'returns.receive', input.number);
    if (!found.ok) return found;
    const r = found.value;
    if (r.state === 'received' || (r.reason === 'cambio' && r.state === 'exchanged')) return ok(r);
    if (r.state !== 'approved' || r.lines.length === 0) return err(wrongState(r, 'received'));
    const backs = new Map<string, UnitsBack>();
    for (const line of input.lines) {
      if (!r.lines.some((l) => l.sku === line.sku))
        return err(invalidField('lines', `Return ${r.number} has no line ${line.sku}.`));
      if (backs.has(line.sku)) return err(invalidField('lines', `Line ${line.sku} is named twice.`));
      backs.set(line.sku, line.back);
    }
    const missing = r.lines.filter((l) => !backs.has(l.sku)).map((l) => l.sku);
    if (missing.length > 0)
      return err(invalidField('lines', `Say where the units of ${missing.join(', ')} go: on sale or damaged.`));
    const at = deps.clock.now();
    const exchange = r.reason === 'cambio';
    const audit = auditOf(actor, 'return.received', 'approved', exchange ? 'exchanged' : 'received', {
      lines: input.lines,
    });
    const replacement = exchange ? await replacementOf(deps, r, at, actor.name) : null;
    if (!(await deps.returns.receive({ returnId: r.id, backs, at, audit, replacement })))
      return err(wrongState((await deps.returns.find(r.id)) ?? r, 'received'));
    return ok((await deps.returns.find(r.id))!);
  };

const replacementOf = async (deps: ReceiveReturnDeps, r: Return, at: Date, actor: string) => {
  const original = await deps.orders.findById(r.orderId);
  if (!original) throw new Error(`Order ${r.orderNumber} of return ${r.number} is missing`);
  const wanted = r.lines.flatMap((l) => (l.exchangeSku ? [l.exchangeSku] : []));
  return replacementOrderOf(original, r, await deps.catalogue.findVariantsBySku(wanted), at, actor);
};
