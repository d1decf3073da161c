import { cityCodesOf } from '../geography/city-codes';
import { MIN_SEARCH_LENGTH } from '../people/search-keys';
import { parsePaymentMethod, PAYMENT_METHODS, type PaymentMethodId } from '../payments/methods';
import { bogotaDayStart } from '../shared/bogota-time';
import { addDays, formatCalendarDate, toDayNumber, type CalendarDate } from '../shared/calendar-date';
import { invalidInput, type InvalidInput } from '../shared/invalid-input';
import { err, ok, type Result } from '../shared/result';
import type { Order } from './order';
import { parseOrderSearch } from './order-search';
import type { OrderState } from './order-state';
import type { OrderQuery, OrderStore } from './ports';

/** What an operator filters orders by, as typed; dates are Bogotá calendar days, both ends included. */
export type OrderFilters = {
  readonly search?: string;
  readonly states?: readonly OrderState[];
  readonly methods?: readonly string[];
  readonly from?: CalendarDate;
  readonly to?: CalendarDate;
  readonly city?: string;
  readonly limit: number;
};

/** The store's query of an operator's filters, or the first filter that cannot be read (plain English). */
export const orderQueryOf = (f: OrderFilters): Result<OrderQuery, InvalidInput> => {
  const search = f.search === undefined ? undefined : parseOrderSearch(f.search);
  if (search === null) return err(invalidInput({ search: `Search with at least ${MIN_SEARCH_LENGTH} characters.` }));
  const methods = f.methods?.map((m) => parsePaymentMethod(m.trim().toLowerCase()));
  const unknown = f.methods?.find((_, i) => methods?.[i] === null);
  if (unknown !== undefined)
    return err(
      invalidInput({ method: `Unknown payment method "${unknown}". Methods: ${PAYMENT_METHODS.join(', ')}.` }),
    );
  if (f.from && f.to && toDayNumber(f.from) > toDayNumber(f.to))
    return err(
      invalidInput({
        to: `The last day (${formatCalendarDate(f.to)}) comes before the first (${formatCalendarDate(f.from)}).`,
      }),
    );
  const cities = f.city === undefined ? undefined : cityCodesOf(f.city);
  if (cities?.length === 0)
    return err(invalidInput({ city: `No Colombian municipality is called "${f.city}" (a name or a DANE code).` }));
  return ok({
    ...(f.states && { states: f.states }),
    ...(f.from && { since: bogotaDayStart(f.from) }),
    ...(f.to && { before: bogotaDayStart(addDays(f.to, 1)) }),
    ...(search && { search }),
    ...(methods && { paymentMethods: methods as PaymentMethodId[] }),
    ...(cities && { municipalityCodes: cities }),
    limit: f.limit,
  });
};

/** Orders an operator looks for, newest first: by number, buyer's e-mail, document or phone (however typed), state,
 * payment method, Bogotá days and city; a filter that cannot be read is refused, never ignored. */
export const searchOrders =
  (deps: { readonly orders: Pick<OrderStore, 'list'> }) =>
  async (filters: OrderFilters): Promise<Result<readonly Order[], InvalidInput>> => {
    const query = orderQueryOf(filters);
    return query.ok ? ok(await deps.orders.list(query.value)) : query;
  };
