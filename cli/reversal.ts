import { T } from '../adapters/container';
import { RequestError } from '../contract/request-error';
import {
  notReversibleMessage,
  unsupportedMessage,
  type ReversePaymentError,
  type Reversible,
} from '../core/checkout/reverse-payment';
import type { OrderState } from '../core/orders/order-state';
import type { StoreApi } from './api-client';
import { dispatchNow } from './commands/events';
import type { CliIo } from './io';
import { operatorName } from './operator';
import { throughStore } from './through-store';

/** What a reversal gave back, and the order's state after it (`reversed`, or where it moved meanwhile). */
export type Reversed = { readonly found: Reversible; readonly state: OrderState };

/** What a command does around a reversal: checks what was found, asks the operator (false: nothing is done), answers a
 * provider's no for `--json`, and words a refusal (exit 1, or 2 for the provider's no). */
export type ReversalSteps = {
  readonly check?: (found: Reversible) => void;
  readonly confirm: (found: Reversible) => Promise<boolean>;
  readonly refused: (error: ReversePaymentError & { readonly kind: 'refused' }) => void;
  readonly failure: (error: ReversePaymentError) => Error;
};

/** Runs `work`, turning the API's refusal of one kind into the use case's error as the database path has it. */
const refusing = async <R>(
  work: Promise<R>,
  kind: string,
  as: (error: RequestError) => ReversePaymentError,
  steps: ReversalSteps,
): Promise<R> => {
  try {
    return await work;
  } catch (error) {
    if (error instanceof RequestError && error.kind === kind) throw steps.failure(as(error));
    throw error;
  }
};

/** The order, its approved attempt and how it would be given back, through the store's API: the same facts and
 * refusals the use case answers on the database. */
const reversibleThrough = async (api: StoreApi, number: string, recorded: boolean, steps: ReversalSteps) => {
  const notFound = () => ({ kind: 'order-not-found' as const, message: `No order ${number}.` });
  const { order } = await refusing(api.orders.orderRecord({ number }), 'order-not-found', notFound, steps);
  const attempt = order.payments.findLast((p) => p.state === 'approved');
  if (order.state !== 'paid' || !attempt)
    throw steps.failure({ kind: 'not-reversible', message: notReversibleMessage(order) });
  const unsupported = () => ({ kind: 'unsupported' as const, message: unsupportedMessage(attempt.provider, recorded) });
  const preview = refusing(
    api.orders.refundPreview({ number, recorded: recorded ? '1' : '0' }),
    'invalid-transition',
    unsupported,
    steps,
  );
  return { order, attempt, by: (await preview).by } satisfies Reversible;
};

const viaApi = async (api: StoreApi, number: string, recorded: boolean, steps: ReversalSteps) => {
  const found = await reversibleThrough(api, number, recorded, steps);
  steps.check?.(found);
  if (!(await steps.confirm(found))) return null;
  try {
    const row = await api.orders.refundOrder({ number, recorded: recorded ? '1' : '0' });
    return { found, state: row.state };
  } catch (error) {
    if (!(error instanceof RequestError)) throw error;
    const body = error.body;
    if (body.kind === 'refund-refused') {
      const refused = { kind: 'refused' as const, code: body.code, message: body.detail };
      steps.refused(refused);
      throw steps.failure(refused);
    }
    if (body.kind === 'provider-unavailable') throw steps.failure({ kind: 'provider-error', message: body.detail });
    throw error;
  }
};

/** Gives a paid order's money back (through its provider, to the gift credit balance, or recorded) after the operator
 * confirms it: through the running store's API when there is one, else on the database, where the events it wrote (the
 * shopper's mail, the referral credit taken back) go out at once. Null when the operator said no. */
export const reverseBothWays = (
  io: CliIo,
  number: string,
  recorded: boolean,
  steps: ReversalSteps,
): Promise<Reversed | null> =>
  throughStore(
    io,
    {
      api: (api) => viaApi(api, number, recorded, steps),
      database: async (c) => {
        const upkeep = c.get(T.paymentUpkeep);
        const found = await upkeep.findReversible(number, { recorded });
        if (!found.ok) throw steps.failure(found.error);
        steps.check?.(found.value);
        if (!(await steps.confirm(found.value))) return null;
        const done = await upkeep.reversePayment({ orderNumber: number, actor: operatorName(io.env), recorded });
        if (!done.ok) {
          if (done.error.kind === 'refused') steps.refused(done.error);
          throw steps.failure(done.error);
        }
        await dispatchNow(c); // the shopper's mail, the referral credit taken back, spent gift credit given back
        return { found: found.value, state: done.value.state };
      },
    },
    number,
  );
