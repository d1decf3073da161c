import { and, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { OrderSearch } from '../../core/orders/order-search';
import type { OrderQuery } from '../../core/orders/ports';
import { orders } from './schema/index';

/** `text` as the start of a LIKE pattern: its own % and _ match only themselves. */
export const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Any key of an operator's search, each on its own index (migration 0035): the number, the start of the lower-cased
 * e-mail, the document numbers, the phone. */
const searchCondition = (s: OrderSearch): SQL | undefined =>
  or(
    s.number ? eq(orders.number, s.number) : undefined,
    s.email ? sql`lower(${orders.buyerEmail}) LIKE ${likePrefix(s.email)}` : undefined,
    s.documents.length > 0 ? inArray(orders.documentNumber, [...s.documents]) : undefined,
    s.phone ? eq(orders.phone, s.phone) : undefined,
  ) ?? sql`false`;

/** The WHERE of an order list: every filter given, all of them holding. */
export const orderListCondition = (q: OrderQuery): SQL | undefined =>
  and(
    q.states ? inArray(orders.state, [...q.states]) : undefined,
    q.since ? gte(orders.placedAt, q.since) : undefined,
    q.before ? lt(orders.placedAt, q.before) : undefined,
    q.search ? searchCondition(q.search) : undefined,
    q.paymentMethods ? inArray(orders.paymentMethod, [...q.paymentMethods]) : undefined,
    q.municipalityCodes ? inArray(orders.municipalityCode, [...q.municipalityCodes]) : undefined,
  );
