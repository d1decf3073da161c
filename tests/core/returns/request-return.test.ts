import { describe, expect, it } from 'vitest';
import { addBusinessDays } from '../../../core/shared/business-days';
import { anAsk, aReturnsHarness, DELIVERED_ON, PNG } from './return-harness';

const account = {
  bank: 'Bancolombia',
  accountType: 'ahorros',
  number: '123-456789-01',
  holderName: 'Camila Rodríguez',
  documentType: 'CC',
  documentNumber: '1.020.304.050',
};
const me = { kind: 'customer', customerId: 'camila' } as const;

describe('requestReturn (issue 34)', () => {
  it('takes a retracto of one unit of three on the 4th business day after delivery, answered within 15', async () => {
    const h = aReturnsHarness();
    h.at(addBusinessDays(DELIVERED_ON, 4));
    const asked = await h.request(me, anAsk(h.order.number, { pictures: [{ bytes: PNG }] }));
    expect(asked.ok).toBe(true);
    if (!asked.ok) return;
    expect(asked.value).toMatchObject({
      number: `${h.order.number}-D1`,
      state: 'requested',
      lines: [{ sku: 'WHEY', quantity: 1, unitPrice: 100_000, back: null }],
      evidence: [{ contentType: 'image/png', size: PNG.length }],
      answerBy: addBusinessDays(addBusinessDays(DELIVERED_ON, 4), 15),
    });
    expect(h.world.events).toEqual([{ type: 'return-requested', returnId: asked.value.id }]);
  });

  it('refuses a retracto on the 6th business day, saying when the window closed', async () => {
    const h = aReturnsHarness();
    h.at(addBusinessDays(DELIVERED_ON, 6));
    const asked = await h.request(me, anAsk(h.order.number));
    expect(asked).toMatchObject({ ok: false, error: { kind: 'return-window-closed' } });
    if (!asked.ok) expect(asked.error.message).toMatch(/5 días hábiles después de la entrega\) terminó el/);
    expect(h.world.events).toEqual([]);
  });

  it('refuses what is not a picture by its bytes, more than 3, or an order that is someone else’s', async () => {
    const h = aReturnsHarness();
    h.at(DELIVERED_ON);
    const renamed = new TextEncoder().encode('%PDF-1.7 not a picture');
    expect(await h.request(me, anAsk(h.order.number, { pictures: [{ bytes: renamed }] }))).toMatchObject({
      ok: false,
      error: { kind: 'invalid-evidence', message: 'El archivo 1 no es una foto: adjunta imágenes JPEG, PNG o WebP.' },
    });
    const four = Array.from({ length: 4 }, () => ({ bytes: PNG }));
    expect(await h.request(me, anAsk(h.order.number, { pictures: four }))).toMatchObject({
      error: { kind: 'invalid-evidence', message: 'Adjunta como máximo 3 fotos.' },
    });
    expect(await h.request({ kind: 'customer', customerId: 'otra' }, anAsk(h.order.number))).toMatchObject({
      error: { kind: 'order-not-found' },
    });
  });

  it('asks a cash-on-delivery buyer for a bank account or gift credit, and keeps the account', async () => {
    const h = aReturnsHarness({ order: { paymentMethod: 'cash-on-delivery', payments: [] } });
    h.at(DELIVERED_ON);
    expect(await h.request(me, anAsk(h.order.number))).toMatchObject({
      error: { kind: 'invalid-refund-destination', message: expect.stringMatching(/contraentrega/) },
    });
    const asked = await h.request(me, anAsk(h.order.number, { refundTo: 'bank-transfer', bankAccount: account }));
    expect(asked.ok && asked.value.bankAccount).toEqual({
      ...account,
      number: '12345678901',
      documentNumber: '1020304050',
    });
  });

  it('refuses more units than are left once another return holds them, and a retracto of an opened unit', async () => {
    const h = aReturnsHarness();
    h.at(DELIVERED_ON);
    await h.request(
      me,
      anAsk(h.order.number, { lines: [{ sku: 'WHEY', quantity: 3, sealed: true, exchangeSku: null }] }),
    );
    expect(await h.request(me, anAsk(h.order.number))).toMatchObject({
      error: { message: 'Las unidades de Whey ya están en otra devolución.' },
    });
    expect(
      await h.request(
        me,
        anAsk(h.order.number, { lines: [{ sku: 'CREA', quantity: 1, sealed: false, exchangeSku: null }] }),
      ),
    ).toMatchObject({ error: { kind: 'invalid-return-lines' } });
  });
});
