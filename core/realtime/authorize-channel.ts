import type { CustomerStore } from '../customers/ports';
import { aliasOfName } from '../loyalty/ranking';
import type { ViewOrderInput } from '../orders/view-order';
import type { Order } from '../orders/order';
import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import { RANKING_PRESENCE_CHANNEL } from './channels';

/** A browser asking to join a private or presence channel: the channel, who is signed in (null for a guest) and the
 * order link's signature it holds (null without one). */
export type ChannelRequest = {
  readonly channel: string;
  readonly customerId: string | null;
  readonly signature: string | null;
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
 * customer, the ranking's presence channel for any signed-in customer. Everything else is refused. */
export const authorizeChannel =
  (deps: AuthorizeChannelDeps) =>
  async ({ channel, customerId, signature }: ChannelRequest): Promise<Result<ChannelGrant, ChannelAccessError>> => {
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
