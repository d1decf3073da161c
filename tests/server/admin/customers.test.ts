import { describe, expect, it } from 'vitest';
import { T } from '../../../adapters/container';
import type { Email } from '../../../core/people/email';
import { aCustomer } from '../../builders/customers';
import { placeAnOrder } from '../../cli/support/orders';
import { signedUp } from '../support/account-client';
import { enrolledOperator, operatorServer, withCookie } from '../support/operator-client';

const ctx = operatorServer();

let documents = 0;

/** A customer with a document and a phone, and the guest order they placed with their e-mail. */
const aCustomerWithAnOrder = async () => {
  documents += 1;
  const customer = aCustomer({
    email: `clienta${documents}@correo.co` as Email,
    name: 'Camila Rodríguez',
    documentType: 'CC',
    documentNumber: `5550001${String(documents).padStart(3, '0')}`,
  });
  const c = ctx.server.container;
  await c.get(T.customers).create(customer);
  const variants = await c.get(T.catalogueAdmin).listVariants();
  const sku = variants.find((v) => v.active && v.stock > 2 && v.price < 300_000)?.sku ?? '';
  const order = await placeAnOrder(c, {
    paymentMethod: 'cash-on-delivery',
    sku,
    email: customer.email,
    prefix: 'consola-clientes',
  });
  return { customer, order };
};

describe('Clientes', () => {
  it('shows marketing consent as given: when and where, at sign-up and after it was withdrawn in Mi cuenta', async () => {
    const shopper = await signedUp(ctx.server, { email: 'ofertas@correo.co', marketingConsent: true });
    const support = await enrolledOperator(ctx, 'support');
    const detail = () => ctx.admin.get('/customers/ofertas%40correo.co', withCookie(support.cookie));
    const given = (await detail()).json.consent;
    expect(given).toMatchObject({ marketing: true, marketingSource: 'sign-up' });
    expect(given.marketingAt).toBe(given.privacyAt);
    ctx.clock.advance(60_000);
    const withdrawn = await ctx.shop.patch('/account', { marketingConsent: false }, { cookie: shopper.cookie });
    expect(withdrawn.status).toBe(200);
    expect((await detail()).json.consent).toMatchObject({
      marketing: false,
      marketingAt: ctx.clock.now().toISOString(),
      marketingSource: 'account',
    });
  });

  it('support finds a customer by document, reads their orders and gift credit, and cannot adjust the credit', async () => {
    const { customer, order } = await aCustomerWithAnOrder();
    const support = await enrolledOperator(ctx, 'support');
    const as = withCookie(support.cookie);
    const found = await ctx.admin.get(`/customers?search=${encodeURIComponent(customer.documentNumber!)}`, as);
    expect(found.status).toBe(200);
    expect(found.json.map((c: { email: string }) => c.email)).toEqual([customer.email]);
    const detail = await ctx.admin.get(`/customers/${encodeURIComponent(customer.email)}`, as);
    expect(detail.status).toBe(200);
    expect(detail.json.orders.map((o: { number: string }) => o.number)).toEqual([order.number]);
    expect(detail.json.giftCredit).toEqual({ balance: 0, pending: 0 });
    expect(detail.json.account).not.toHaveProperty('passwordHash');
    const adjusted = await ctx.admin.post(
      `/customers/${encodeURIComponent(customer.email)}/credit`,
      { amount: 5_000, reason: 'Compensación' },
      as,
    );
    expect(adjusted.status).toBe(403);
    expect(adjusted.json.error.message).toBe('Tu rol no permite esta acción. Pídesela a un dueño o administrador.');
  });

  it('a manager adjusts the credit with a reason, audited; never without a reason nor below zero', async () => {
    const { customer } = await aCustomerWithAnOrder();
    const manager = await enrolledOperator(ctx, 'manager');
    const as = withCookie(manager.cookie);
    const credit = `/customers/${encodeURIComponent(customer.email)}/credit`;
    const noReason = await ctx.admin.post(credit, { amount: 5_000 }, as);
    expect(noReason.status).toBe(400);
    expect(noReason.json.error).toMatchObject({
      kind: 'invalid-input',
      fields: { reason: 'Escribe el motivo del ajuste.' },
    });
    const blank = await ctx.admin.post(credit, { amount: 5_000, reason: ' ' }, as);
    expect(blank.status).toBe(400);
    expect(blank.json.error.fields.reason).toBe('Escribe el motivo del ajuste (de 3 a 200 caracteres).');
    const added = await ctx.admin.post(credit, { amount: 20_000, reason: 'Compensación por demora' }, as);
    expect(added.status).toBe(200);
    expect(added.json.balance).toBe(20_000);
    const tooMuch = await ctx.admin.post(credit, { amount: -25_000, reason: 'Corrección' }, as);
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.json.error.message).toBe(
      'El saldo de regalo no puede quedar negativo: Camila Rodríguez tiene $ 20.000.',
    );
    const detail = await ctx.admin.get(`/customers/${encodeURIComponent(customer.email)}`, as);
    expect(detail.json.giftCredit.balance).toBe(20_000);
    expect(detail.json.creditLines).toEqual([
      expect.objectContaining({ kind: 'adjustment', amount: 20_000, reason: 'Compensación por demora' }),
    ]);
    expect(detail.json.creditLines[0].actor).toContain(manager.email);
    const audited = await ctx.server.container.get(T.operatorAudit).latest(20);
    expect(audited.filter((a) => a.subject === customer.email)).toEqual([
      expect.objectContaining({
        action: 'customer.credit-adjusted',
        before: { balance: 0 },
        after: { balance: 20_000, amount: 20_000, reason: 'Compensación por demora' },
      }),
    ]);
  });

  it('refuses the warehouse, and answers 404 for a customer nobody is', async () => {
    const { customer } = await aCustomerWithAnOrder();
    const warehouse = await enrolledOperator(ctx, 'warehouse');
    const as = withCookie(warehouse.cookie);
    expect((await ctx.admin.get(`/customers?search=${customer.documentNumber}`, as)).status).toBe(403);
    expect((await ctx.admin.get(`/customers/${encodeURIComponent(customer.email)}`, as)).status).toBe(403);
    const support = withCookie((await enrolledOperator(ctx, 'support')).cookie);
    const nobody = await ctx.admin.get('/customers/nadie%40correo.co', support);
    expect(nobody.status).toBe(404);
    expect(nobody.json.error.message).toBe('Ese cliente no existe.');
    expect((await ctx.admin.get('/customers?search=ab', support)).status).toBe(400);
  });
});
