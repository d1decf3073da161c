import type { StorePolicy } from '../policy/store-policy';
import { addBusinessDays } from '../shared/business-days';
import type { CalendarDate } from '../shared/calendar-date';
import type { ShippingMethod } from './shipping-cost';

/** The first and last day a shipment is expected, as calendar dates in Bogotá. */
export type DeliveryWindow = { readonly earliest: CalendarDate; readonly latest: CalendarDate };

/** When an order placed on a day should arrive: the method's business-day range (standard 2–5, express 1–2)
 * counted in Colombian business days, so weekends and holidays never count. */
export const deliveryWindow = (
  placedOn: CalendarDate,
  method: ShippingMethod,
  policy: Pick<StorePolicy, 'deliveryDays'>,
): DeliveryWindow => {
  const { min, max } = policy.deliveryDays[method];
  return { earliest: addBusinessDays(placedOn, min), latest: addBusinessDays(placedOn, max) };
};
