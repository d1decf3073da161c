import { z } from 'zod/mini';
import { MAX_LINES, MAX_QUANTITY, MIN_QUANTITY } from '../../core/cart/cart';
import { text } from './text';

// Its own module: every page can change the cart, and none of them should carry the account forms' rules for it.

const quantityMessage = `La cantidad debe ser un número entero entre ${MIN_QUANTITY} y ${MAX_QUANTITY}.`;

/** A cart as the browser sends it to be priced, stored or merged: known lines within the store's limits per line and per
 * cart (core/cart/cart.ts checks them again). */
export const cartForm = z.object({
  lines: z
    .array(
      z.object({
        sku: text('Uno de los productos del carrito no es válido.', 64),
        quantity: z
          .number({ error: quantityMessage })
          .check(
            z.int(quantityMessage),
            z.minimum(MIN_QUANTITY, quantityMessage),
            z.maximum(MAX_QUANTITY, quantityMessage),
          ),
      }),
      { error: 'El carrito no es válido.' },
    )
    .check(z.maxLength(MAX_LINES, `Tu carrito puede tener hasta ${MAX_LINES} productos distintos.`)),
  /** Names this browser cart for POST /cart/merge (a repeated key is not merged twice); by default its contents. */
  mergeKey: z.optional(text('La clave del carrito no es válida.', 200)),
});
