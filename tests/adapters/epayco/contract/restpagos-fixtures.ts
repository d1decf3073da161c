import { buyer } from '../sandbox/harness';
import { FORMAT } from './pair';

/** One payment's buyer and invoice, the same for both SDKs (restpagos takes them in Spanish). */
export const restpagosPayment = (merchant: string, invoice: string) => ({
  ...buyer,
  invoice,
  description: 'Proteína whey 2 lb',
  value: '129900',
  tax: '0',
  tax_base: '129900',
  currency: 'COP',
  type_person: '0',
  url_response: `${merchant}/respuesta`,
  url_confirmation: `${merchant}/confirmacion`,
  method_confirmation: 'POST',
  extra1: 'pedido-7',
});

/** What the sandbox makes up for each restpagos payment, in its answers and lookups. */
export const RESTPAGOS_IDS = {
  ref_payco: FORMAT.ref,
  transactionID: FORMAT.digits,
  ticketId: /^\d*$/,
  recibo: FORMAT.digits,
  fecha: FORMAT.datetime,
  x_ref_payco: FORMAT.ref,
  x_transaction_id: FORMAT.digits,
  x_signature: /^[0-9a-f]{64}$/,
  x_fecha_transaccion: FORMAT.datetime,
  x_transaction_date: FORMAT.datetime,
} as const;

/** And in a lookup, whose text names the reference. */
export const LOOKUP_IDS = { ...RESTPAGOS_IDS, text_response: /^Transacción \d+: Pendiente$/ } as const;
