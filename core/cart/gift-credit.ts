import { maxPesos, minPesos, ZERO, type Pesos } from '../shared/money';

/** The gift credit actually applied to an order: what the shopper asked for, never negative, never above
 * their balance and never above the products subtotal. */
export const applicableGiftCredit = (requested: Pesos, balance: Pesos, subtotal: Pesos): Pesos =>
  maxPesos(ZERO, minPesos(requested, minPesos(balance, subtotal)));
