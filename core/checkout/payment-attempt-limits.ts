import type { RateLimiter } from '../shared/rate-limit';
import { refusalOf, type RateLimited } from '../shared/rate-limit';
import type { Order } from '../orders/order';
import type { StorePolicy } from '../policy/store-policy';
import { addressKey } from '../shared/address-key';
import type { Clock, Logger } from '../shared/ports';

/** Every payment-attempt limit counts the attempts of the last hour. */
const WINDOW_SECONDS = 60 * 60;

export type PaymentLimitDeps = {
  readonly limiter: RateLimiter;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly policy: Pick<
    StorePolicy,
    'maxPaymentAttemptsPerOrder' | 'maxPaymentAttemptsPerBuyer' | 'maxPaymentAttemptsPerIp'
  >;
};

type Counted = {
  readonly by: 'order' | 'buyer' | 'document' | 'address';
  readonly key: string;
  readonly limit: number;
  /** What the shopper reads, given when they may try again ("inténtalo de nuevo en 12 minutos"). */
  readonly say: (wait: string) => string;
};

const ownAttempts = (wait: string) =>
  `Hiciste demasiados intentos de pago en la última hora. Por tu seguridad, ${wait} o escríbenos desde la página de contacto.`;

/** The counters an attempt is counted on, finest first: the order, its buyer (account, else e-mail) and their document,
 * then the address it came from, whose message never blames the shopper: many share a carrier's or an office's. */
const countersOf = (policy: PaymentLimitDeps['policy'], order: Order, ip: string): readonly Counted[] => {
  const buyer = order.customerId !== null ? `account:${order.customerId}` : `email:${order.buyer.email.toLowerCase()}`;
  return [
    {
      by: 'order',
      key: `payments:order:${order.id}`,
      limit: policy.maxPaymentAttemptsPerOrder,
      say: (wait) =>
        `Este pedido ya tuvo demasiados intentos de pago. Por tu seguridad, ${wait} o escríbenos desde la página de contacto.`,
    },
    { by: 'buyer', key: `payments:buyer:${buyer}`, limit: policy.maxPaymentAttemptsPerBuyer, say: ownAttempts },
    {
      by: 'document',
      key: `payments:document:${order.buyer.documentType}:${order.buyer.documentNumber}`,
      limit: policy.maxPaymentAttemptsPerBuyer,
      say: ownAttempts,
    },
    {
      by: 'address',
      key: `payments:ip:${addressKey(ip)}`,
      limit: policy.maxPaymentAttemptsPerIp,
      say: (wait) =>
        `Recibimos demasiados intentos de pago desde la red que estás usando, que pueden compartir muchas personas. Por seguridad, ${wait} o paga desde otra conexión (tus datos móviles o una red wifi).`,
    },
  ];
};

/** Counts a payment attempt per order, per buyer and per address (POLICY: MAX_PAYMENT_ATTEMPTS_PER_ORDER, _PER_BUYER,
 * _PER_IP an hour) and refuses it, logged, at the first limit it passes, with a Spanish message that says which; null
 * when it may go on. A buyer is refused for their own attempts, never for those of others behind the same address. */
export const overPaymentLimits = async (
  deps: PaymentLimitDeps,
  order: Order,
  ip: string,
): Promise<RateLimited | null> => {
  const now = deps.clock.now();
  for (const counter of countersOf(deps.policy, order, ip)) {
    const refused = refusalOf(await deps.limiter.hit(counter.key, counter.limit, WINDOW_SECONDS, now));
    if (!refused) continue;
    deps.logger.warn({ order: order.number, ip, by: counter.by }, 'payment attempt refused: too many attempts');
    const minutes = Math.max(1, Math.ceil(refused.retryAfterSeconds / 60));
    return {
      ...refused,
      message: counter.say(`inténtalo de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`),
    };
  }
  return null;
};
