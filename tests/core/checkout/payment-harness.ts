import { followPayment, withdrawPayment } from '../../../core/checkout/follow-payment';
import { receiveNotification, replayNotification } from '../../../core/checkout/receive-notification';
import { reconcilePayments } from '../../../core/checkout/reconcile-payments';
import { reversePayment } from '../../../core/checkout/reverse-payment';
import { startPayment } from '../../../core/checkout/start-payment';
import type { Order } from '../../../core/orders/order';
import type { IncomingNotification, NotificationReader } from '../../../core/payments/ports';
import { inMemoryDisagreementLog } from '../../fakes/in-memory-backlog';
import { inMemoryNotificationLog } from '../../fakes/in-memory-notifications';
import { scriptedCardGateway, scriptedWalletGateway, type ScriptedOptions } from '../../fakes/payment-gateways';
import { anOrderInput, aSku, checkoutHarness } from './checkout-harness';

/** One WHEY-2LB ($ 129.900) to Medellín by standard shipping, paid online: $ 142.800. */
export const PREPAID_TOTAL = 142_800;

/** A body's size and a stand-in for its hash (the edge's SHA-256 is the server's to test). */
export const fingerprintOf = (body: string) => ({
  bytes: new TextEncoder().encode(body).length,
  sha256: `hash-of-${body.length}`,
});

/** The checkout harness with a scripted Nequi wallet and sandbox card, every payment use case wired to them, and
 * `order(n)` placing a Nequi order waiting for its payment. */
export const paymentHarness = (wallet: ScriptedOptions & { readonly notifications?: NotificationReader } = {}) => {
  const nequi = scriptedWalletGateway(wallet);
  const card = scriptedCardGateway();
  const h = checkoutHarness([{ ...aSku('WHEY-2LB', 129_900), stock: 50 }], [nequi, card]);
  const notifications = inMemoryNotificationLog();
  const disagreements = inMemoryDisagreementLog();
  const deps = {
    ...h.deps,
    notifications,
    disagreements,
    returnUrl: async (o: Order) => `http://tienda/pedido/${o.number}/?firma=x`,
  };
  let placed = 0;
  const order = async (): Promise<Order> => {
    placed += 1;
    const result = await h.place(
      anOrderInput({
        idempotencyKey: `pago-${String(placed).padStart(12, '0')}`,
        fingerprint: `pago-${placed}`,
        lines: [{ sku: 'WHEY-2LB', quantity: 1 }],
        paymentMethod: 'nequi',
        expectedTotal: PREPAID_TOTAL,
      }),
    );
    if (!result.ok) throw new Error(result.error.message);
    return result.value.order;
  };
  const pay = startPayment(deps);
  /** Starts a Nequi push to Camila's phone on an order and returns the attempt's id (it must start). */
  const push = async (o: Order): Promise<string> => {
    const started = await pay({
      orderNumber: o.number,
      method: 'nequi',
      instrument: { kind: 'wallet-push', phone: '300 123 4567' },
      ip: '203.0.113.7',
    });
    if (!started.ok) throw new Error(started.error.message);
    return started.value.attempt.id;
  };
  const reread = async (o: Order) => (await h.orders.findById(o.id))!;
  return {
    ...h,
    deps,
    nequi,
    card,
    notifications,
    disagreements,
    order,
    pay,
    push,
    reread,
    follow: followPayment(deps),
    withdraw: withdrawPayment(deps),
    reconcile: reconcilePayments(deps),
    reverse: reversePayment(deps),
    /** A notification from a provider's address (or `ip`), with its body's fingerprint as the edge computes it. */
    receive: (provider: string, n: IncomingNotification, ip = '198.51.100.20') =>
      receiveNotification(deps)(provider, n, { ip, body: fingerprintOf(n.body) }),
    replay: replayNotification(deps),
  };
};
