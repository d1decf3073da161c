import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../support/memory-storage';

let storage: MemoryStorage;

/** A fresh page load: the modules start again from what the browser kept. */
const load = async () => {
  vi.resetModules();
  return import('../../../web/state/checkout');
};
// valtio tells its subscribers after the current task: the draft is written then.
const written = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('window', { localStorage: storage });
});
afterEach(() => vi.unstubAllGlobals());

describe('the checkout draft in the browser', () => {
  it('survives a reload with everything typed and chosen', async () => {
    const before = await load();
    before.restoreCheckoutDraft();
    before.updateCustomer({ name: 'Laura Gómez', documentType: 'CC', documentNumber: '1020304050' });
    before.updateAddress({ departmentCode: '05', municipalityCode: '05001', notes: 'Portería' });
    before.setConsent(true);
    before.chooseShipping('express');
    await written();

    const after = await load();
    expect(after.checkoutStore.restored).toBe(false);
    after.restoreCheckoutDraft();
    expect(after.checkoutStore.restored).toBe(true);
    expect(after.checkoutStore.draft).toMatchObject({
      customer: { name: 'Laura Gómez', documentType: 'CC', documentNumber: '1020304050' },
      address: { departmentCode: '05', municipalityCode: '05001', notes: 'Portería' },
      consent: true,
      shippingMethod: 'express',
    });
  });

  it('makes one attempt key per checkout and keeps it across reloads until the draft is cleared', async () => {
    const first = await load();
    first.restoreCheckoutDraft();
    let made = 0;
    const make = () => `llave-de-prueba-${String(++made).padStart(4, '0')}`;
    const key = first.attemptKey(make);
    expect(first.attemptKey(make)).toBe(key);
    await written();

    const again = await load();
    again.restoreCheckoutDraft();
    expect(again.attemptKey(make)).toBe(key);
    expect(made).toBe(1);
    again.clearCheckoutDraft();
    expect(again.attemptKey(make)).not.toBe(key);
  });

  it('makes keys the server accepts, different each time', async () => {
    const { newAttemptKey } = await load();
    const keys = new Set(Array.from({ length: 50 }, () => newAttemptKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
    expect(newAttemptKey((bytes) => bytes.fill(255))).toBe(`co-${'f'.repeat(32)}`);
  });

  it('forgets the draft when cleared (the order was placed, or the shopper signed out)', async () => {
    const c = await load();
    c.restoreCheckoutDraft();
    c.updateCustomer({ email: 'laura@correo.co' });
    c.sendBack({ fields: { email: 'x' }, message: null });
    await written();
    c.clearCheckoutDraft();
    expect(c.checkoutStore.draft).toEqual(c.EMPTY_DRAFT);
    expect(c.checkoutStore.sentBack).toBeNull();
    await written();
    const after = await load();
    after.restoreCheckoutDraft();
    expect(after.checkoutStore.draft).toEqual(after.EMPTY_DRAFT);
  });

  it('starts empty from a draft of another version, and drops it', async () => {
    storage.setItem('fornido.checkout', JSON.stringify({ v: 1, data: { customer: {}, address: {}, notes: '' } }));
    const c = await load();
    c.restoreCheckoutDraft();
    expect(c.checkoutStore.draft).toEqual(c.EMPTY_DRAFT);
  });

  it('keeps working where storage is blocked', async () => {
    storage.blocked = true;
    const c = await load();
    c.restoreCheckoutDraft();
    c.updateCustomer({ name: 'Laura' });
    await written();
    expect(c.checkoutStore.draft.customer.name).toBe('Laura');
  });
});
