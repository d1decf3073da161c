import type { SandboxContext } from './context';
import { englishFields, missingFields, transactionBase } from './input';
import type { SandboxTransaction } from './state';

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
