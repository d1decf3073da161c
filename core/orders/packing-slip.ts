import type { ShippingMethod } from '../cart/shipping-cost';
import { ZERO, type Pesos } from '../shared/money';
import type { Order } from './order';
import type { OrderState } from './order-state';

/** One line to pick from the shelf. */
export type SlipLine = {
  readonly product: string;
  readonly brand: string;
  readonly size: string;
  readonly flavour: string | null;
  readonly sku: string;
  readonly quantity: number;
};

/** What the person packing an order needs and nothing more: what to put in the box, where it goes, and the cash the
 * carrier collects at the door (0 for an order paid before shipping). No prices: the slip travels in the parcel. */
export type PackingSlip = {
  readonly number: string;
  readonly state: OrderState;
  readonly placedAt: Date;
  readonly lines: readonly SlipLine[];
  readonly units: number;
  readonly weightGrams: number;
  readonly shippingMethod: ShippingMethod;
  readonly deliverTo: {
    readonly recipient: string;
    readonly phone: string;
    readonly line1: string;
    readonly line2: string;
    readonly city: string;
    readonly department: string;
    readonly notes: string;
  };
  readonly cashToCollect: Pesos;
};

/** The packing slip of an order: its lines in checkout order, the delivery address as written at checkout, and for cash
 * on delivery the order's whole total (surcharge included) to collect. */
export const packingSlip = (order: Order): PackingSlip => {
  const b = order.buyer;
  return {
    number: order.number,
    state: order.state,
    placedAt: order.placedAt,
    lines: order.lines.map((l) => ({
      product: l.name,
      brand: l.brand,
      size: l.size,
      flavour: l.flavour,
      sku: l.sku,
      quantity: l.quantity,
    })),
    units: order.lines.reduce((n, l) => n + l.quantity, 0),
    weightGrams: order.lines.reduce((n, l) => n + l.weightGrams * l.quantity, 0),
    shippingMethod: order.shipping.method,
    deliverTo: {
      recipient: b.name,
      phone: b.phone,
      line1: b.line1,
      line2: b.line2,
      city: b.municipalityName,
      department: b.departmentName,
      notes: b.notes,
    },
    cashToCollect: order.paymentMethod === 'cash-on-delivery' ? order.totals.total : ZERO,
  };
};
