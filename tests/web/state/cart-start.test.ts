import { afterEach, describe, expect, it } from 'vitest';
import { OFFLINE_MESSAGE } from '../../../web/lib/messages';
import { withCartActions } from '../../../web/state/cart-start';
import { toastStore } from '../../../web/state/toast';

afterEach(() => {
  toastStore.toast = null;
});

describe('withCartActions', () => {
  it('tells the shopper to check the connection when an add button cannot reach the cart, and does not reject', async () => {
    await expect(
      withCartActions(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
    ).resolves.toBeUndefined();
    expect(toastStore.toast).toMatchObject({ message: OFFLINE_MESSAGE, tone: 'error' });
  });

  it('runs the action with the cart actions and says nothing when it succeeds', async () => {
    let ran = false;
    await withCartActions(async (cart) => {
      ran = typeof cart.addToCart === 'function';
    });
    expect(ran).toBe(true);
    expect(toastStore.toast).toBeNull();
  });
});
