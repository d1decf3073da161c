import { describe, expect, it } from 'vitest';
import { T } from '../../../adapters/container';
import { eq } from 'drizzle-orm';
import { orders } from '../../../adapters/persistence/schema/index';
import { RETURN_BODY_LIMIT, exchangeField, sealedField, unitsField } from '../../../contract/returns';
import { bogotaDayStart } from '../../../core/shared/bogota-time';
import { addDays } from '../../../core/shared/calendar-date';
import type { Order } from '../../../core/orders/order';
import { placeAnOrder } from '../../cli/support/orders';
import { signedUp } from '../support/account-client';
import { enrolledOperator, operatorServer, withCookie } from '../support/operator-client';

const ctx = operatorServer();

/** A real 1 × 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const ORIGIN = 'https://fornido.co';

/** An order of 2 units (cash on delivery unless told), delivered by a manager through the operators' API. */
const delivered = async (over: { customerId?: string; paymentMethod?: string; sku?: string } = {}): Promise<Order> => {
  const manager = (await enrolledOperator(ctx, 'manager')).cookie;
  const variants = await ctx.server.container.get(T.catalogueAdmin).listVariants();
  const sku = over.sku ?? variants.find((v) => v.active && v.stock > 6 && v.price < 300_000)?.sku ?? '';
  const order = await placeAnOrder(ctx.server.container, {
    paymentMethod: over.paymentMethod ?? 'cash-on-delivery',
    sku,
    quantity: 2,
    prefix: 'devolucion-tienda',
    ...(over.customerId ? { customerId: over.customerId } : {}),
  });
  for (const [step, body] of [
    ['prepare', {}],
    ['ship', { tracking: 'SERV-112233' }],
    ['deliver', {}],
  ] as const)
    expect((await ctx.admin.post(`/orders/${order.number}/${step}`, body, withCookie(manager))).status).toBe(200);
  return order;
};

/** A variant with units to spare and another of its product at its price, on sale with units too: [it, its twin]. */
const twins = async () => {
  const variants = (await ctx.server.container.get(T.catalogueAdmin).listVariants()).filter(
    (v) => v.active && v.stock > 4 && v.price < 300_000,
  );
  for (const v of variants) {
    const twin = variants.find((w) => w.sku !== v.sku && w.product === v.product && w.price === v.price);
    if (twin) return [v, twin] as const;
  }
  throw new Error('The seeded catalogue has no product with two variants at one price.');
};

const signatureOf = (order: Order) => ctx.server.container.get(T.orderLinks).sign(order.number);

/** The order page's form: one unit of its first line, sealed, as a retracto, the money by bank transfer. */
const aForm = (order: Order, over: Record<string, string> = {}, pictures: readonly Blob[] = []) => {
  const form = new FormData();
  const fields: Record<string, string> = {
    reason: 'retracto',
    words: 'Ya no lo necesito.',
    refundTo: 'bank-transfer',
    bank: 'Bancolombia',
    accountType: 'ahorros',
    accountNumber: '12345678901',
    holderName: 'Laura Gómez',
    documentType: 'CC',
    documentNumber: '1020304050',
    [unitsField(order.lines[0].sku)]: '1',
    [sealedField(order.lines[0].sku)]: 'si',
    ...over,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [i, p] of pictures.entries()) form.append('pictures', p, `foto-${i + 1}.png`);
  return form;
};

const post = async (order: Order, body: FormData | Blob, headers: Record<string, string> = {}) => {
  const res = await ctx.server.get(`/api/v1/orders/${order.number}/returns`, {
    method: 'POST',
    body,
    headers: { Accept: 'application/json', Origin: ORIGIN, ...headers },
  });
  const text = await res.text();
  const json = res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null;
  return { status: res.status, headers: res.headers, json };
};

describe('Devoluciones pedidas por el comprador', () => {
  it('a guest with the signed link asks with a picture; the order then shows the return and what is left', async () => {
    const order = await delivered();
    const firma = await signatureOf(order);
    const asked = await post(order, aForm(order, { firma }, [new Blob([PNG], { type: 'image/png' })]));
    expect(asked.status).toBe(201);
    expect(asked.json).toMatchObject({
      number: `${order.number}-D1`,
      state: 'requested',
      stateLabel: 'solicitada',
      reasonLabel: 'Derecho de retracto',
      lines: [{ sku: order.lines[0].sku, quantity: 1 }],
      refunds: [],
      refundedText: null,
    });
    const shown = await ctx.shop.get(`/orders/${order.number}?firma=${encodeURIComponent(firma)}`);
    expect(shown.json.returns.map((r: { number: string }) => r.number)).toEqual([`${order.number}-D1`]);
    expect(shown.json.returnForm.lines[0].returnable).toBe(1);
    const kept = await ctx.server.container.get(T.returnStore).listForOrder(order.id);
    expect(kept[0].evidence).toEqual([expect.objectContaining({ contentType: 'image/png', size: PNG.length })]);
    // The shopper is mailed the request, with its number, once the store's outbox is dispatched.
    await ctx.server.dispatch();
    const mails = await ctx.server.container.get(T.mailOutbox).list({ limit: 50 });
    expect(mails.filter((m) => m.to === order.buyer.email.toLowerCase()).map((m) => m.subject)).toContain(
      `Recibimos tu solicitud de devolución ${order.number}-D1`,
    );
  });

  it('refuses a file that is not a picture, a wrong signature and another customer’s order', async () => {
    const owner = await signedUp(ctx.server);
    const order = await delivered({ customerId: owner.account.id });
    const firma = await signatureOf(order);
    const text = new Blob(['no soy una foto'], { type: 'image/png' });
    const notPicture = await post(order, aForm(order, { firma }, [text]));
    expect([notPicture.status, notPicture.json.error.kind]).toEqual([400, 'invalid-evidence']);
    expect(notPicture.json.error.message).toBe('El archivo 1 no es una foto: adjunta imágenes JPEG, PNG o WebP.');

    const wrong = await post(order, aForm(order, { firma: `${firma.slice(0, -2)}xx` }));
    expect([wrong.status, wrong.json.error.kind]).toEqual([404, 'order-not-found']);
    const other = await signedUp(ctx.server);
    const notTheirs = await post(order, aForm(order), { Cookie: other.cookie });
    expect([notTheirs.status, notTheirs.json.error.kind]).toEqual([404, 'order-not-found']);

    // The owner, signed in, needs no signature; gift credit goes to their account.
    const mine = await post(order, aForm(order, { refundTo: 'gift-credit' }), { Cookie: owner.cookie });
    expect([mine.status, mine.json.number]).toEqual([201, `${order.number}-D1`]);
  });

  it('says why in Spanish: the window closed, units not sealed, no account for cash on delivery', async () => {
    const order = await delivered();
    const firma = await signatureOf(order);
    const unsealed = aForm(order, { firma });
    unsealed.delete(sealedField(order.lines[0].sku));
    const notSealed = await post(order, unsealed);
    expect([notSealed.status, notSealed.json.error.kind]).toEqual([400, 'invalid-return-lines']);
    expect(notSealed.json.error.message).toContain('productos sellados');
    const noAccount = await post(order, aForm(order, { firma, refundTo: 'original' }));
    expect([noAccount.status, noAccount.json.error.kind]).toEqual([400, 'invalid-refund-destination']);

    ctx.clock.advance(12 * 24 * 60 * 60_000);
    const late = await post(order, aForm(order, { firma }));
    expect([late.status, late.json.error.kind]).toEqual([409, 'return-window-closed']);
    expect(late.json.error.message).toMatch(/^El plazo para el derecho de retracto \(5 días hábiles/);
  });

  it('refuses a form heavier than its pictures may be with a 413 in Spanish, before reading it', async () => {
    const order = await delivered();
    const form = aForm(order, { firma: await signatureOf(order) }, [new Blob([new Uint8Array(RETURN_BODY_LIMIT)])]);
    const big = await post(order, form);
    expect([big.status, big.json.error.kind]).toEqual([413, 'picture-too-large']);
    expect(big.json.error.message).toBe('Las fotos pesan demasiado: adjunta máximo 3, de hasta 5 MB cada una.');
    // Posted by the browser itself, it leads back to the order's page (its signature read from the form's address).
    const firma = await signatureOf(order);
    const byPage = await ctx.server.get(`/api/v1/orders/${order.number}/returns?firma=${encodeURIComponent(firma)}`, {
      method: 'POST',
      body: aForm(order, { firma }, [new Blob([new Uint8Array(RETURN_BODY_LIMIT)])]),
      headers: { Accept: 'text/html', Origin: ORIGIN },
      redirect: 'manual',
    });
    expect([byPage.status, byPage.headers.get('location')]).toEqual([
      303,
      `/pedido/${order.number}/?firma=${encodeURIComponent(firma)}&devolucion-rechazada=picture-too-large#devoluciones`,
    ]);
  });

  it('answers the browser’s own post (no JavaScript) 303 back to the order’s page, saying how it went', async () => {
    const order = await delivered();
    const firma = await signatureOf(order);
    const page = `/pedido/${order.number}/?firma=${encodeURIComponent(firma)}`;
    const html = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
    const refused = await post(order, aForm(order, { firma, reason: 'otro', words: 'corto' }), html);
    expect([refused.status, refused.headers.get('location')]).toEqual([
      303,
      `${page}&devolucion-rechazada=invalid-return-input#devoluciones`,
    ]);
    const sent = await post(order, aForm(order, { firma }), html);
    expect([sent.status, sent.headers.get('location')]).toEqual([
      303,
      `${page}&devolucion=${order.number}-D1#devoluciones`,
    ]);
    // The page says so with the return's number, and lists the return.
    const body = await (await ctx.server.get(`${page}&devolucion=${order.number}-D1`)).text();
    expect(body).toContain(`Recibimos tu solicitud de devolución ${order.number}-D1.`);
    expect(body).toContain(`Devolución ${order.number}-D1`);
    const told = await (await ctx.server.get(`${page}&devolucion-rechazada=invalid-return-input`)).text();
    expect(told).toContain('Revisa el motivo y cuéntanos lo que pasó');
  });

  it('refuses a post signed in by cookie from another site (CSRF)', async () => {
    const owner = await signedUp(ctx.server);
    const order = await delivered({ customerId: owner.account.id });
    const res = await post(order, aForm(order), { Cookie: owner.cookie, Origin: 'https://otro-sitio.example' });
    expect([res.status, res.json.error.kind]).toEqual([403, 'csrf']);
  });

  it('asks a cambio through the form: each line offers its twins, the variant wanted is kept only for a cambio', async () => {
    const [sold, twin] = await twins();
    const order = await delivered({ sku: sold.sku });
    const firma = await signatureOf(order);
    const shown = await ctx.shop.get(`/orders/${order.number}?firma=${encodeURIComponent(firma)}`);
    expect(shown.json.returnForm.lines[0].exchanges).toContainEqual({
      sku: twin.sku,
      label: [twin.size, twin.flavour].filter(Boolean).join(' · '),
    });
    const form = aForm(order, { firma, reason: 'cambio', [exchangeField(sold.sku)]: twin.sku });
    // A cambio gives no money back: the form sends no destination.
    for (const name of ['refundTo', 'bank', 'accountType', 'accountNumber', 'holderName']) form.delete(name);
    const asked = await post(order, form);
    expect([asked.status, asked.json.reasonLabel]).toEqual([201, 'Cambio por otra presentación']);
    // Another reason posts the select too (it is on the page without JavaScript): no exchange is kept.
    const defective = await post(
      order,
      aForm(order, { firma, reason: 'defectuoso', words: 'Llegó abierto.', [exchangeField(sold.sku)]: twin.sku }),
    );
    expect(defective.status).toBe(201);
    const kept = await ctx.server.container.get(T.returnStore).listForOrder(order.id);
    expect(kept.map((r) => [r.reason, r.lines[0].exchangeSku])).toEqual([
      ['cambio', twin.sku],
      ['defectuoso', null],
    ]);
  });

  it('reverses through the form a shipped order paid electronically once its estimate passed, refused before', async () => {
    const c = ctx.server.container;
    const variants = await c.get(T.catalogueAdmin).listVariants();
    const sku = variants.find((v) => v.active && v.stock > 4 && v.price < 300_000)?.sku ?? '';
    const order = await placeAnOrder(c, { paymentMethod: 'nequi', sku, quantity: 2, prefix: 'devolucion-perdida' });
    // Paid and on its way with the carrier (the payment itself is Nequi's sandbox's business, tested elsewhere).
    await c.get(T.database).db.update(orders).set({ state: 'shipped' }).where(eq(orders.id, order.id));
    const firma = await signatureOf(order);
    const view = async () =>
      (await ctx.shop.get(`/orders/${order.number}?firma=${encodeURIComponent(firma)}`)).json.returnForm;
    const lost = () =>
      aForm(order, { firma, reason: 'reversion', reversalCause: 'no-recibido', refundTo: 'original', words: '' });
    expect(await view()).toBeNull();
    const early = await post(order, lost());
    expect([early.status, early.json.error.kind]).toEqual([409, 'return-window-closed']);
    expect(early.json.error.message).toMatch(/^Tu pedido aún está en su plazo de entrega/);

    const dayAfter = bogotaDayStart(addDays(order.shipping.latest, 1)).getTime() + 15 * 3_600_000;
    ctx.clock.advance(dayAfter - ctx.clock.now().getTime());
    const form = await view();
    expect(form.lostParcel).toEqual({ estimateText: expect.any(String), untilText: expect.any(String) });
    expect(form.lostParcel.estimateText).toContain(String(order.shipping.latest.day));
    expect(form.lines).toEqual([expect.objectContaining({ sku, returnable: 2, exchanges: [] })]);
    const asked = await post(order, lost());
    expect([asked.status, asked.json.reasonLabel, asked.json.lines]).toEqual([
      201,
      'Reversión del pago',
      [expect.objectContaining({ sku, quantity: 2 })],
    ]);
    // Every unit is in it: nothing is left to ask.
    expect(await view()).toBeNull();
    // Paid cash on delivery, the same parcel has no reversal to ask (Decreto 587 de 2016: electronic payments only).
    const cod = await placeAnOrder(c, {
      paymentMethod: 'cash-on-delivery',
      sku,
      quantity: 1,
      prefix: 'devolucion-perdida',
    });
    await c.get(T.database).db.update(orders).set({ state: 'shipped' }).where(eq(orders.id, cod.id));
    const codDayAfter = bogotaDayStart(addDays(cod.shipping.latest, 1)).getTime() + 15 * 3_600_000;
    ctx.clock.advance(codDayAfter - ctx.clock.now().getTime());
    const codSigned = encodeURIComponent(await signatureOf(cod));
    expect((await ctx.shop.get(`/orders/${cod.number}?firma=${codSigned}`)).json.returnForm).toBeNull();
  });
});
