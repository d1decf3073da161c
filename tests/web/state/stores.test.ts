import { describe, expect, it } from 'vitest';
import type { ProductView } from '../../../core/catalog/get-product';
import { firstName } from '../../../web/state/account';
import { categoryStore, showCategory } from '../../../web/state/category';
import {
  attemptStarting,
  attemptUpdated,
  canRetry,
  chooseMethod,
  paymentStore,
  resetPayment,
} from '../../../web/state/payment';
import { chooseQuantity, clampQuantity, productStore, showProduct } from '../../../web/state/product';
import type { CategoryListing } from '../../../core/catalog/list-category';

const viewOf = (sku: string, stock: number) =>
  ({ product: { slug: 'p' }, variant: { sku, stock }, related: [] }) as unknown as ProductView;

describe('product store', () => {
  it('keeps the quantity between 1 and the stock (and the line limit)', () => {
    expect(clampQuantity(3, 10)).toBe(3);
    expect(clampQuantity(0, 10)).toBe(1);
    expect(clampQuantity(-4, 10)).toBe(1);
    expect(clampQuantity(12, 10)).toBe(10);
    expect(clampQuantity(2.9, 10)).toBe(2);
    expect(clampQuantity(Number.NaN, 10)).toBe(1);
    expect(clampQuantity(500, 1000)).toBe(99);
    expect(clampQuantity(3, 0)).toBe(1);
  });

  it('starts from one unit for each variant shown, and caps the chosen quantity by its stock', () => {
    showProduct(viewOf('A-1', 4));
    chooseQuantity(3);
    expect(productStore.quantity).toBe(3);
    showProduct(viewOf('A-1', 4));
    expect(productStore.quantity).toBe(3);
    chooseQuantity(9);
    expect(productStore.quantity).toBe(4);
    showProduct(viewOf('A-2', 4));
    expect(productStore.quantity).toBe(1);
    showProduct(null);
    expect(productStore.view).toBeNull();
  });
});

describe('category store', () => {
  it('holds the listing on screen, or nothing', () => {
    const listing = { category: { slug: 'proteinas' }, products: [] } as unknown as CategoryListing;
    showCategory(listing);
    expect(categoryStore.listing?.category.slug).toBe('proteinas');
    showCategory(null);
    expect(categoryStore.listing).toBeNull();
  });
});

describe('account store', () => {
  it('greets by the first word of the name', () => {
    expect(firstName('Ana María Rodríguez')).toBe('Ana');
    expect(firstName('  Ñusta  ')).toBe('Ñusta');
  });
});

describe('payment store', () => {
  it('forgets a finished attempt when another method is chosen, never a running one', () => {
    resetPayment();
    chooseMethod('nequi');
    attemptStarting('pedido-1');
    attemptUpdated({ attemptId: 'intento-1', status: 'pending' });
    chooseMethod('pse');
    expect(paymentStore.attempt.status).toBe('pending');
    attemptUpdated({ attemptId: 'intento-1', status: 'rejected', message: 'Fondos insuficientes.' });
    expect(canRetry(paymentStore.attempt)).toBe(true);
    chooseMethod('card');
    expect(paymentStore.method).toBe('card');
    expect(paymentStore.attempt).toEqual({ status: 'idle', orderId: null, attemptId: null, message: null });
  });

  it('lets the shopper retry only when nothing is running or the last attempt did not go through', () => {
    const at = (status: Parameters<typeof canRetry>[0]['status']) => ({
      status,
      orderId: 'o',
      attemptId: 'a',
      message: null,
    });
    expect(['idle', 'rejected', 'failed', 'expired'].every((s) => canRetry(at(s as never)))).toBe(true);
    expect(['starting', 'pending', 'approved', 'created'].some((s) => canRetry(at(s as never)))).toBe(false);
  });
});
