import { eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { CustomerSearch } from '../../core/customers/ports';
import { likePrefix } from './order-filters';
import { customers } from './schema/index';

/** Any key of an operator's customer search: the start of the (lower-case) e-mail, a document (a NIT typed without its
 * check digit finds the profile's "base-digit"), the phone, each on its index (migration 0035), or a part of the name. */
export const customerSearchCondition = (q: CustomerSearch): SQL =>
  or(
    q.email ? like(customers.email, likePrefix(q.email)) : undefined,
    q.documents.length > 0 ? inArray(customers.documentNumber, [...q.documents]) : undefined,
    ...q.documents.map((d) => like(customers.documentNumber, `${d}-_`)),
    q.phone ? eq(customers.phone, q.phone) : undefined,
    q.name ? sql`lower(${customers.name}) LIKE ${`%${likePrefix(q.name)}`}` : undefined,
  ) ?? sql`false`;
