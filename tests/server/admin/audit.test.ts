import { describe, expect, it } from 'vitest';
import { T } from '../../../adapters/container';
import { AUDIT_PAGE_SIZE } from '../../../core/operators/audit-log';
import { placeAnOrder } from '../../cli/support/orders';
import { enrolledOperator, operatorServer, withCookie } from '../support/operator-client';

const ctx = operatorServer();

type Entry = { key: string; kind: string; subject: string; who: { name: string; email: string | null } } & Record<
  string,
  unknown
>;

describe('Registro', () => {
  it('lists what operators did to orders, the catalogue and operators, newest first, with who and the fields that changed', async () => {
    const owner = await enrolledOperator(ctx, 'owner');
    const manager = await enrolledOperator(ctx, 'manager');
    const as = withCookie(manager.cookie);
    const c = ctx.server.container;
    const variant = (await c.get(T.catalogueAdmin).listVariants()).find((v) => v.active && v.stock > 2)!;
    const order = await placeAnOrder(c, {
      paymentMethod: 'cash-on-delivery',
      sku: variant.sku,
      email: 'registro@correo.co',
      prefix: 'consola-registro',
    });
    ctx.clock.advance(1_000);
    expect((await ctx.admin.post(`/orders/${order.number}/notes`, { text: 'Llamó la clienta' }, as)).status).toBe(200);
    ctx.clock.advance(1_000);
    const priced = await ctx.admin.post(
      `/catalogue/variants/${variant.sku}/price`,
      { price: variant.price + 1_000 },
      as,
    );
    expect(priced.status).toBe(200);

    const page = await ctx.admin.get('/audit', withCookie(owner.cookie));
    expect(page.status).toBe(200);
    const [price, note] = page.json.entries as Entry[];
    expect(price).toMatchObject({
      kind: 'catalogue.variant',
      subject: variant.sku,
      who: { name: expect.stringMatching(/^Operador \d+$/), email: manager.email },
      before: { price: variant.price },
      after: { price: variant.price + 1_000 },
      detail: 'set-price',
    });
    expect(price.product).toEqual(expect.any(String));
    expect(note).toMatchObject({ kind: 'order.note', subject: order.number, detail: 'Llamó la clienta' });
    expect(page.json.entries.map((e: Entry) => e.kind)).toContain('operator.enrolled');
    expect(page.json.entries.some((e: Entry) => e.kind === 'order.place')).toBe(false);
    expect(page.json.operators).toEqual(expect.arrayContaining([{ name: expect.any(String), email: manager.email }]));

    const bySubject = await ctx.admin.get(`/audit?subject=${order.number.toLowerCase()}`, as);
    expect(bySubject.json.entries.map((e: Entry) => e.kind)).toEqual(['order.note']);
    const byOperator = await ctx.admin.get(`/audit?operator=${encodeURIComponent(manager.email)}&kind=order.note`, as);
    expect(byOperator.json.entries.map((e: Entry) => e.subject)).toEqual([order.number]);
    const byOwner = await ctx.admin.get(`/audit?operator=${encodeURIComponent(owner.email)}&kind=order.note`, as);
    expect(byOwner.json.entries).toEqual([]);
  });

  it('pages by key: the next page goes on where the last stopped, even after new entries, and days are Bogotá days', async () => {
    const manager = await enrolledOperator(ctx, 'manager');
    const audit = ctx.server.container.get(T.operatorAudit);
    const at = new Date('2026-03-10T04:30:00Z'); // 23:30 on 9 March in Bogotá
    for (let i = 0; i < AUDIT_PAGE_SIZE + 5; i += 1)
      await audit.record({
        at,
        operatorId: null,
        actor: 'ana (OS user)',
        action: 'token.created',
        subject: `token ${i}`,
      });
    const as = withCookie(manager.cookie);
    const day = '/audit?from=2026-03-09&to=2026-03-09&kind=token.created';
    const first = await ctx.admin.get(day, as);
    expect(first.json.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.json.entries[0]).toMatchObject({
      subject: `token ${AUDIT_PAGE_SIZE + 4}`,
      who: { name: 'ana (OS user)', email: null },
    });
    await audit.record({
      at,
      operatorId: null,
      actor: 'ana (OS user)',
      action: 'token.created',
      subject: 'token tarde',
    });
    const second = await ctx.admin.get(`${day}&after=${encodeURIComponent(first.json.next)}`, as);
    expect(second.json.entries.map((e: Entry) => e.subject)).toEqual([
      'token 4',
      'token 3',
      'token 2',
      'token 1',
      'token 0',
    ]);
    expect(second.json.next).toBeNull();
    expect((await ctx.admin.get('/audit?from=2026-03-10&to=2026-03-10&kind=token.created', as)).json.entries).toEqual(
      [],
    );
  });

  it('is for owners and managers, and says which filter it cannot read', async () => {
    for (const role of ['support', 'warehouse'] as const) {
      const op = await enrolledOperator(ctx, role);
      expect((await ctx.admin.get('/audit', withCookie(op.cookie))).status).toBe(403);
    }
    const manager = await enrolledOperator(ctx, 'manager');
    const bad = await ctx.admin.get('/audit?from=2026-02-30&kind=borrar-todo&after=x', withCookie(manager.cookie));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields).sort()).toEqual(['after', 'from', 'kind']);
    expect((await ctx.admin.get('/audit')).status).toBe(401);
  });
});
