import { type Request, type Response, Router } from 'express';
import { randomId } from './cards';
import type { SandboxContext } from './context';
import { englishFields } from './input';
import { apiError } from './charge';
import type { SandboxCustomer, SandboxState } from './state';

const FIELDS = ['name', 'last_name', 'email', 'phone', 'cell_phone', 'city', 'address', 'doc_type', 'doc_number'];
const pick = (f: Readonly<Record<string, string>>) =>
  Object.fromEntries(FIELDS.flatMap((k) => (f[k] ? [[k, f[k]]] : [])));

/** A customer as ePayco shows it, with its cards (the default first). */
const view = (state: Readonly<SandboxState>, c: SandboxCustomer) => ({
  id_customer: c.id,
  ...c.fields,
  cards: c.cards.flatMap((token, i) => {
    const card = state.cards.find((k) => k.token === token);
    return card
      ? [{ token, franchise: card.franchise, mask: card.mask, created: card.createdAt, default: i === 0 }]
      : [];
  }),
  created: c.createdAt,
});

/** Customers under the JSON API: create, get, list, edit, and their card tokens (remove, make default, add). */
export const customersRoutes = (ctx: SandboxContext): Router => {
  const router = Router();
  const body = (req: Request) => englishFields((req.body ?? {}) as Record<string, unknown>);
  const ok = (res: Response, type: string, data: unknown) =>
    res.json({ status: true, success: true, type, data, object: 'customer' });
  const notFound = (res: Response) => res.json(apiError('Find Customer', 'El cliente no existe', 'customer'));
  const hasCard = (token: string) => ctx.store.read((s) => s.cards.some((c) => c.token === token));
  const change = (id: string, edit: (c: SandboxCustomer) => SandboxCustomer) =>
    ctx.store.write((s) => {
      const i = s.customers.findIndex((c) => c.id === id);
      if (i < 0) return null;
      s.customers[i] = edit(s.customers[i]);
      return view(s, s.customers[i]);
    });

  router.post('/payment/v1/customer/create', (req, res) => {
    const f = body(req);
    if (!hasCard(f.token_card ?? ''))
      return void res.json(apiError('Create Customer', 'El token de la tarjeta no existe', 'customer'));
    if (!f.email || !f.name)
      return void res.json(apiError('Create Customer', 'Los campos name y email son obligatorios', 'customer'));
    const customer: SandboxCustomer = {
      id: randomId(),
      fields: pick(f),
      cards: [f.token_card],
      createdAt: ctx.clock.now().toISOString(),
    };
    ctx.store.write((s) => void s.customers.push(customer));
    ok(res, 'Create Customer', {
      status: 'Creado',
      description: `El cliente fue creado exitosamente con el id: ${customer.id}`,
      customerId: customer.id,
      email: f.email,
      name: f.name,
    });
  });
  router.get('/payment/v1/customer/:pk/:id', (req, res) => {
    const found = ctx.store.read((s) => {
      const c = s.customers.find((k) => k.id === req.params.id);
      return c && ctx.auth.isPublicKey(req.params.pk) ? view(s, c) : null;
    });
    if (!found) return void notFound(res);
    ok(res, 'Find Customer', found);
  });
  router.get('/payment/v1/customers{/:pk}', (_req, res) =>
    ok(
      res,
      'Find Customers',
      ctx.store.read((s) => s.customers.map((c) => view(s, c))),
    ),
  );
  router.post('/payment/v1/customer/edit/:pk/:id', (req, res) => {
    const updated = change(req.params.id, (c) => ({ ...c, fields: { ...c.fields, ...pick(body(req)) } }));
    if (!updated) return void notFound(res);
    ok(res, 'Update Customer', updated);
  });
  router.post('/v1/remove/token', (req, res) => {
    const f = body(req);
    const updated = change(f.customer_id ?? '', (c) => ({
      ...c,
      cards: c.cards.filter((t) => ctx.store.read((s) => s.cards.find((k) => k.token === t)?.mask !== f.mask)),
    }));
    if (!updated) return void notFound(res);
    ok(res, 'Remove Token', {
      status: 'Eliminado',
      description: 'El token fue eliminado del cliente',
      customer: updated,
    });
  });
  router.post('/payment/v1/customer/reasign/card/default', (req, res) => {
    const f = body(req);
    const updated = change(f.customer_id ?? '', (c) =>
      c.cards.includes(f.token ?? '') ? { ...c, cards: [f.token, ...c.cards.filter((t) => t !== f.token)] } : c,
    );
    if (!updated) return void notFound(res);
    ok(res, 'Reasign Default Card', updated);
  });
  router.post('/v1/customer/add/token', (req, res) => {
    const f = body(req);
    if (!hasCard(f.token_card ?? ''))
      return void res.json(apiError('Add Token', 'El token de la tarjeta no existe', 'customer'));
    const updated = change(f.customer_id ?? '', (c) => ({
      ...c,
      cards: [...c.cards.filter((t) => t !== f.token_card), f.token_card],
    }));
    if (!updated) return void notFound(res);
    ok(res, 'Add Token', updated);
  });
  return router;
};
