import type { CustomerStore } from '../customers/ports';
import { aliasOfName } from '../loyalty/ranking';
import type { ViewOrderInput } from '../orders/view-order';
import type { Order } from '../orders/order';
import { authorize } from '../operators/authorize';
import type { Actor } from '../operators/operator';
import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import { OPERATORS_CHANNEL, RANKING_PRESENCE_CHANNEL } from './channels';

/** A browser asking to join a private or presence channel: the channel, who is signed in (null for a guest), the
 * order link's signature it holds (null without one), and the operator whose console session asks (null on the
 * shoppers' API). */
export type ChannelRequest = {
  readonly channel: string;
  readonly customerId: string | null;
  readonly signature: string | null;
  readonly operator: Actor | null;
};

/** Who joins a presence channel, as the others see them: the customer (the caller makes an id that does not reveal
 * theirs) and their public alias ("Camila R."). */
export type PresenceMember = { readonly customerId: string; readonly alias: string };

/** Allowed; presence channels carry the member. */
export type ChannelGrant = { readonly presence: PresenceMember | null };

/** The one refusal (Pusher's 403): the same for a channel that does not exist and one that is someone else's. */
export type ChannelAccessError = { readonly kind: 'channel-forbidden'; readonly message: string };

const FORBIDDEN: ChannelAccessError = {
  kind: 'channel-forbidden',
  message: 'No tienes acceso a estas actualizaciones en vivo.',
};

const ORDER = /^private-order\.(.{1,40})$/;
const CUSTOMER = /^private-customer\.(.{1,64})$/;

export type AuthorizeChannelDeps = {
  /** Who may see an order: its owner signed in, or whoever holds its signed link (core/orders/view-order). */
  readonly viewOrder: (input: ViewOrderInput) => Promise<Result<Order, unknown>>;
  readonly customers: Pick<CustomerStore, 'findById'>;
};

/** Decides who may listen to what: an order's channel for whoever may see the order, a customer's channel for that
 * customer, the ranking's presence channel for any signed-in customer, the operators' channel for an operator signed in to
 * the console who may read orders (never a shopper, however signed in, nor a script's access token). Everything else is refused. */
export const authorizeChannel =
  (deps: AuthorizeChannelDeps) =>
  async ({
    channel,
    customerId,
    signature,
    operator,
  }: ChannelRequest): Promise<Result<ChannelGrant, ChannelAccessError>> => {
    if (channel === OPERATORS_CHANNEL)
      return operator?.via.kind === 'session' && !authorize(operator, 'orders.read')
        ? ok({ presence: null })
        : err(FORBIDDEN);
    const order = ORDER.exec(channel);
    if (order) {
      const seen = await deps.viewOrder({ number: order[1], customerId, signature });
      return seen.ok && seen.value.number === order[1] ? ok({ presence: null }) : err(FORBIDDEN);
    }
    const customer = CUSTOMER.exec(channel);
    if (customer) return customerId !== null && customer[1] === customerId ? ok({ presence: null }) : err(FORBIDDEN);
    if (channel === RANKING_PRESENCE_CHANNEL && customerId !== null) {
      const found = await deps.customers.findById(customerId);
      if (!found) return err(FORBIDDEN);
      return ok({ presence: { customerId, alias: aliasOfName(found.name) } });
    }
    return err(FORBIDDEN);
  };
