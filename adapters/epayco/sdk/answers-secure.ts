import { z } from 'zod';
import { idText, numeric, optionalText } from './envelope';

const transactionFields = {
  ref_payco: idText,
  factura: optionalText,
  descripcion: optionalText,
  valor: numeric.optional(),
  iva: numeric.optional(),
  baseiva: numeric.optional(),
  ico: numeric.optional(),
  moneda: optionalText,
  estado: z.string(),
  respuesta: optionalText,
  autorizacion: optionalText,
  recibo: optionalText,
  fecha: optionalText,
  ciudad: optionalText,
  cod_respuesta: numeric.optional(),
  cod_error: optionalText,
};

/** A PSE debit just created: send the buyer to `urlbanco`; `transactionID` reads it back later. */
export const pseCreated = z.looseObject({
  ...transactionFields,
  urlbanco: z.string(),
  transactionID: idText,
  ticketId: optionalText,
});
export type PseCreated = z.output<typeof pseCreated>;

/** A PSE debit read back by its `transactionID`. */
export const pseData = z.looseObject({
  ...transactionFields,
  urlbanco: optionalText,
  transactionID: optionalText,
  ticketId: optionalText,
});
export type PseData = z.output<typeof pseData>;

/** A cash payment just created: the buyer pays `pin` (with `codigoproyecto`) before `fechaexpiracion`. */
export const cashCreated = z.looseObject({
  ...transactionFields,
  pin: optionalText,
  codigoproyecto: optionalText,
  fechaexpiracion: optionalText,
});
export type CashCreated = z.output<typeof cashCreated>;

/** The PSE banks: `bankCode` is what `pse.create` takes as `bank`. */
export const bankList = z.array(z.looseObject({ bankCode: idText, bankName: z.string() }));
export type BankList = z.output<typeof bankList>;

/** A SafetyPay payment just created, as restpagos (`ref_payco`, `urlbanco`) or Apify (`refPayco`, `url`) names it. */
export const safetypayCreated = z.looseObject({
  ref_payco: optionalText,
  refPayco: optionalText,
  urlbanco: optionalText,
  url: optionalText,
  estado: optionalText,
});
export type SafetypayCreated = z.output<typeof safetypayCreated>;

const xText = z.union([z.string(), z.number(), z.boolean(), z.null()]).transform((v) => (v === null ? '' : String(v)));

type ExtraKey = `x_extra${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10}`;
const extras = Object.fromEntries(
  Array.from({ length: 10 }, (_, i) => [`x_extra${i + 1}`, xText.optional()]),
) as Record<ExtraKey, z.ZodOptional<typeof xText>>;

/**
 * A transaction as the confirmation describes it (`x_ref_payco`, `x_cod_transaction_state`…), the listed values read as
 * text (numbers as `String(n)`, null as ''), so `x_signature` checks exactly as on a webhook.
 */
export const transactionFacts = z.looseObject({
  x_ref_payco: xText,
  x_cod_transaction_state: xText,
  x_amount: xText,
  x_currency_code: xText,
  x_id_invoice: xText.optional(),
  x_transaction_id: xText.optional(),
  x_cust_id_cliente: xText.optional(),
  x_cod_response: xText.optional(),
  x_response: xText.optional(),
  x_approval_code: xText.optional(),
  x_franchise: xText.optional(),
  x_test_request: xText.optional(),
  x_signature: xText.optional(),
  ...extras,
});
export type TransactionFacts = z.output<typeof transactionFacts>;
