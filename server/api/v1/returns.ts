import { Router, type Request } from 'express';
import { T, type AppContainer } from '../../../adapters/container';
import type { InputOf } from '../../../contract/endpoint';
import { returnOutcomeAddress, type ReturnFormOutcome } from '../../../contract/return-form-outcome';
import { returnInputs } from '../../../contract/inputs/returns';
import { safeParse } from 'zod/mini';
import {
  RETURN_BODY_LIMIT,
  RETURN_FIELDS as F,
  exchangeField,
  returnEndpoints,
  sealedField,
  type ReturnView,
} from '../../../contract/returns';
import { parseOrderNumber, type Order } from '../../../core/orders/order';
import type { RequestReturnError } from '../../../core/returns/request-return';
import { ok, type Result } from '../../../core/shared/result';
import type { ViewOrderError } from '../../../core/orders/view-order';
import { HttpError } from '../../errors';
import type { Ctx, Handlers } from '../endpoints';
import { isReturnable, returnFormView, returnView } from './return-views';

const TOO_LARGE = 'Las fotos pesan demasiado: adjunta máximo 3, de hasta 5 MB cada una.';
const UNREADABLE = 'No pudimos leer el formulario. Recarga la página e inténtalo de nuevo.';

/** An order's returns and what its return form offers now (OrderView.returns and .returnForm). The order was already
 * shown to whoever reads it, so its exchange choices are read as through its signed link. */
export const returnsViewer = (c: AppContainer) => {
  const [store, orders, { policy }] = [c.get(T.returnStore), c.get(T.orderStore), c.get(T.config)] as const;
  const { exchangeChoices } = c.get(T.returns);
  return async (order: Order, now: Date) => {
    const returns = await store.listForOrder(order.id);
    const [delivered, choices] = isReturnable(order)
      ? await Promise.all([
          orders.history(order.id).then((h) => h.findLast((e) => e.after === 'delivered')?.at ?? null),
          exchangeChoices({ kind: 'signed-link' }, order.number),
        ])
      : [null, []];
    return {
      returns: returns.map((r) => returnView(r, order)),
      returnForm: returnFormView(order, returns, { deliveredAt: delivered, choices }, now, policy),
    };
  };
};

type AskInput = InputOf<typeof returnEndpoints.askReturn>;

/** A shopper's return request: the order must be theirs (their session, or its signed link as its page reads it). */
const asker = (c: AppContainer) => {
  const { viewOrder } = c.get(T.orders);
  const { requestReturn } = c.get(T.returns);
  return async (
    input: AskInput,
    customerId: string | null,
  ): Promise<Result<ReturnView, ViewOrderError | RequestReturnError>> => {
    const found = await viewOrder({ number: input.number, customerId, signature: input.firma ?? null });
    if (!found.ok) return found;
    const order = found.value;
    const mine = customerId !== null && order.customerId === customerId;
    const asked = await requestReturn(mine ? { kind: 'customer', customerId } : { kind: 'signed-link' }, {
      orderNumber: order.number,
      reason: input.reason,
      reversalCause: input.reversalCause,
      learnedOn: input.learnedOn,
      words: input.words,
      // A line left at 0 units is not part of the return; the variant wanted instead only counts for a cambio (the
      // form's selects are posted whatever the reason).
      lines: input.lines
        .filter((l) => l.quantity > 0)
        .map((l) => ({ ...l, exchangeSku: input.reason === 'cambio' ? (l.exchangeSku ?? null) : null })),
      refundTo: input.refundTo,
      bankAccount: input.bankAccount ?? null,
      pictures: input.pictures,
    });
    return asked.ok ? ok(returnView(asked.value, order)) : asked;
  };
};

/** POST /api/v1/orders/:number/returns as JSON, or as the form's multipart body read by returnFormPosts. */
export const returnHandlers = (c: AppContainer): Handlers<typeof returnEndpoints> => {
  const ask = asker(c);
  return {
    askReturn: async (input, { customerId, http }: Ctx) => {
      http?.res.set('Cache-Control', 'no-store');
      return ask(input, customerId);
    },
  };
};

/** The request's body, refused with a 413 past `limit` bytes (told by its length, or counted as it comes). */
const bodyOf = async (req: Request, limit: number): Promise<Buffer> => {
  if (Number(req.headers['content-length'] ?? 0) > limit)
    throw HttpError.from({ kind: 'picture-too-large', message: TOO_LARGE });
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw HttpError.from({ kind: 'picture-too-large', message: TOO_LARGE });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
};

const textOf = (form: FormData, name: string): string | undefined => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};

/** The form's multipart fields as the endpoint reads them: a line for each `units.{sku}` (with its seal and the variant
 * a cambio asks for), the bank account when the
 * money goes by transfer, and each picture chosen (an empty file input sends an empty part: not a picture). */
const fieldsOf = async (form: FormData) => {
  const lines = [...form.entries()].flatMap(([name, value]) => {
    if (!name.startsWith('units.') || typeof value !== 'string') return [];
    const sku = name.slice('units.'.length);
    return [
      {
        sku,
        quantity: value.trim() === '' ? 0 : Number(value),
        sealed: form.has(sealedField(sku)),
        exchangeSku: textOf(form, exchangeField(sku)),
      },
    ];
  });
  const files = form.getAll(F.pictures).filter((p): p is File => typeof p !== 'string' && p.size > 0);
  const pictures = await Promise.all(files.map(async (p) => ({ bytes: new Uint8Array(await p.arrayBuffer()) })));
  const refundTo = textOf(form, F.refundTo);
  return {
    firma: textOf(form, F.signature),
    reason: textOf(form, F.reason),
    reversalCause: textOf(form, F.reversalCause),
    learnedOn: textOf(form, F.learnedOn),
    words: textOf(form, F.words),
    lines,
    refundTo,
    bankAccount:
      refundTo === 'bank-transfer'
        ? {
            bank: textOf(form, F.bank) ?? '',
            accountType: textOf(form, F.accountType) ?? '',
            number: textOf(form, F.accountNumber) ?? '',
            holderName: textOf(form, F.holderName) ?? '',
            documentType: textOf(form, F.documentType) ?? '',
            documentNumber: textOf(form, F.documentNumber) ?? '',
          }
        : null,
    pictures,
  };
};

/** A multipart body read as the browser sent it (undici's parser, built into Node), or a 400. */
const formOf = async (req: Request, body: Buffer): Promise<FormData> => {
  try {
    return await new Response(new Uint8Array(body), {
      headers: { 'content-type': req.headers['content-type'] ?? '' },
    }).formData();
  } catch {
    throw new HttpError('bad-request', UNREADABLE);
  }
};

/** Whether the browser itself posted the form (no JavaScript): it asks for a page, not JSON. */
const postedByPage = (req: Request) => req.accepts(['json', 'html']) === 'html';

/** The order page the form was on, as the browser had it: its number and the signature it sent (never signed here:
 * the request has not shown the order is theirs). */
const pageOf = (req: Request, firma: string | undefined): string => {
  const number = parseOrderNumber(String(req.params.number ?? '')) ?? '';
  return `/pedido/${encodeURIComponent(number)}/${firma ? `?firma=${encodeURIComponent(firma)}` : ''}`;
};

/**
 * The return form's multipart body (mounted before the endpoints, after the CSRF guard: server/app.ts), at most
 * RETURN_BODY_LIMIT (413 past it). Sent by the page's script (JSON asked), its fields go on to the endpoint; sent by the
 * browser itself, the request is answered 303 back to the order's page, which says how it went.
 */
export const returnFormPosts = (c: AppContainer): Router => {
  const ask = asker(c);
  const r = Router();
  r.post(returnEndpoints.askReturn.path.slice('/api/v1'.length), async (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    res.set('Cache-Control', 'no-store');
    const byPage = postedByPage(req);
    const back = (firma: string | undefined, outcome: ReturnFormOutcome | null) => {
      const page = pageOf(req, firma);
      res.redirect(303, outcome ? returnOutcomeAddress(page, outcome) : page);
    };
    let fields: Readonly<Record<string, unknown>> & { readonly firma?: string };
    try {
      fields = {
        ...(await fieldsOf(await formOf(req, await bodyOf(req, RETURN_BODY_LIMIT)))),
        number: req.params.number,
      };
    } catch (error) {
      if (!byPage || !(error instanceof HttpError)) throw error;
      // The rest of a body too large is not read: the connection closes with the answer, back to the page the form
      // was on (its signature is in the form's address as well as in its body).
      res.set('Connection', 'close');
      const firma = typeof req.query.firma === 'string' ? req.query.firma : undefined;
      return back(firma, { state: 'refused', kind: error.error.kind });
    }
    if (!byPage) {
      req.body = fields;
      return next();
    }
    const parsed = safeParse(returnInputs.askReturn, fields);
    if (!parsed.success) return back(fields.firma, { state: 'refused', kind: 'invalid-input' });
    const result = await ask(parsed.data, res.locals.customerId ?? null);
    if (result.ok) return back(parsed.data.firma, { state: 'sent', number: result.value.number });
    back(
      parsed.data.firma,
      result.error.kind === 'order-not-found' ? null : { state: 'refused', kind: result.error.kind },
    );
  });
  return r;
};
