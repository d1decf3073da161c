import { and, asc, eq, sql } from 'drizzle-orm';
import type { CartStore } from '../../core/cart/ports';
import type { Db } from './db';
import { cartLines, carts } from './schema/index';

/** Saved carts in SQL. A save is one transaction guarded by the cart's version (compare-and-set), so two devices saving
 * at once never interleave their lines: one wins, the other is told to start over. */
export const sqlCartStore = (db: Db): CartStore => ({
  load: async (customerId) => {
    const [cart] = await db.select().from(carts).where(eq(carts.customerId, customerId));
    if (!cart) return { lines: [], mergeKey: null, version: 0 };
    const lines = await db
      .select({ sku: cartLines.sku, quantity: cartLines.quantity })
      .from(cartLines)
      .where(eq(cartLines.customerId, customerId))
      .orderBy(asc(cartLines.position));
    return { lines, mergeKey: cart.mergeKey, version: cart.version };
  },

  save: (customerId, cart, expectedVersion, now) =>
    db.transaction(async (tx) => {
      const claimed =
        expectedVersion === 0
          ? await tx
              .insert(carts)
              .values({ customerId, version: 1, mergeKey: cart.mergeKey, updatedAt: now })
              .onConflictDoNothing()
              .returning({ version: carts.version })
          : await tx
              .update(carts)
              .set({ version: sql`${carts.version} + 1`, mergeKey: cart.mergeKey, updatedAt: now })
              .where(and(eq(carts.customerId, customerId), eq(carts.version, expectedVersion)))
              .returning({ version: carts.version });
      if (claimed.length === 0) return false;
      await tx.delete(cartLines).where(eq(cartLines.customerId, customerId));
      if (cart.lines.length > 0) {
        await tx
          .insert(cartLines)
          .values(cart.lines.map((line, position) => ({ customerId, ...line, position, updatedAt: now })));
      }
      return true;
    }),
});
