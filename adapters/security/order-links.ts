import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { OrderLinks } from '../../core/orders/ports';
import { query } from '../persistence/catalog-sql';
import type { Db } from '../persistence/db';

/** A secret of the store kept in its database, made once by whichever process asks first, the same for every
 * process (so a link signed by one server opens on another and after a restart). */
export const storedSecret = (db: Db, name: string) => async (): Promise<Buffer> => {
  await db.execute(
    sql`INSERT INTO store_secrets (name, value) VALUES (${name}, ${randomBytes(32).toString('base64url')}) ON CONFLICT (name) DO NOTHING`,
  );
  const [row] = await query<{ value: string }>(db, sql`SELECT value FROM store_secrets WHERE name = ${name}`);
  return Buffer.from(row.value, 'base64url');
};

/** Order links signed with HMAC-SHA256 over the order number (128 bits kept, base64url). */
export const hmacOrderLinks = (loadKey: () => Promise<Buffer>): OrderLinks => {
  let key: Promise<Buffer> | null = null;
  const sign = async (orderNumber: string) =>
    createHmac('sha256', await (key ??= loadKey()))
      .update(`order-link:${orderNumber}`)
      .digest('base64url')
      .slice(0, 22);
  return {
    sign,
    verify: async (orderNumber, signature) => {
      const expected = Buffer.from(await sign(orderNumber));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
};
