import express, { type Request, type Response, Router } from 'express';
import { tokenAnswer, tokenizeCard } from './cards';
import type { SandboxContext } from './context';
import { customersRoutes } from './json-api-customers';
import { recurringRoutes } from './json-api-recurring';
import { englishFields, missingFields, str, transactionBase } from './input';
import type { SandboxTransaction } from './state';
import { chargeData } from './views';

const OUTCOME_STATE = { approved: 1, rejected: 2, pending: 3, failed: 4 } as const;

/** A JSON API failure as ePayco words it (`status:false`, a message and the errors). */
export const apiError = (type: string, message: string, object = 'error') => ({
  status: false,
  success: false,
  type,
  message,
  data: { status: 'error', description: message, errors: [{ codError: 'E035', errorMessage: message }] },
  object,
});

/** Charges a card token (or a customer's default card); the card decides the outcome (EPAYCO_TEST_CARDS). */
export const chargeCard = (
  ctx: SandboxContext,
  body: Readonly<Record<string, unknown>>,
): { readonly tx: SandboxTransaction } | { readonly error: string } => {
  const f = englishFields(body);
  const token =
    f.token_card ||
    ctx.store.read((s) => s.customers.find((c) => c.id === (f.customer_id || f.customer))?.cards[0]) ||
    '';
  const card = ctx.store.read((s) => s.cards.find((c) => c.token === token));
  if (!card) return { error: 'El token de la tarjeta no existe' };
  const missing = missingFields({ ...f, invoice: f.bill || f.invoice || 'x' }, ['value', 'doc_number', 'email']);
  if (missing.length > 0) return { error: missing[0].message };
  const tx = ctx.payments.create(
    {
      ...transactionBase(f),
      method: 'card',
      franchise: card.franchise,
      bank: 'BANCO DE PRUEBAS',
      bankCode: '',
      state: OUTCOME_STATE[card.outcome],
      cardMask: card.mask,
      dues: f.dues || '1',
    },
    true,
  );
  return { tx };
};

/** ePayco's JSON API host (`api.secure.payco.co`): login, card tokens, customers, plans, subscriptions, charges. */
export const jsonApiRouter = (ctx: SandboxContext): Router => {
  const router = Router();
  router.use(express.json({ limit: '100kb' }));
  router.post('/v1/auth/login', ctx.auth.login);
  router.use(ctx.auth.bearer);
  router.post('/v1/tokens', (req: Request, res: Response) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const card = tokenizeCard(
      ctx.store,
      {
        number: str(body['card[number]']),
        expMonth: str(body['card[exp_month]']),
        expYear: str(body['card[exp_year]']),
        cvc: str(body['card[cvc]']),
        name: str(body['card[name]']),
        email: str(body['card[email]']),
      },
      ctx.clock.now(),
    );
    res.json('error' in card ? apiError('Create Token', card.error, 'token') : tokenAnswer(card));
  });
  router.post('/payment/v1/charge/create', (req: Request, res: Response) => {
    const result = chargeCard(ctx, (req.body ?? {}) as Record<string, unknown>);
    if ('error' in result) return void res.json(apiError('Create payment', result.error, 'payment'));
    res.json({ status: true, success: true, type: 'Create payment', data: chargeData(result.tx), object: 'payment' });
  });
  router.use(customersRoutes(ctx));
  router.use(recurringRoutes(ctx));
  return router;
};
