import { confirmationSignature } from './crypto';
import type { EpaycoSandboxCredentials } from './constants';
import type { SandboxTransaction } from './state';
import { bogotaStamp, STATES, type StateCode } from './wire';

const amount = (text: string) => (Number.isFinite(Number(text)) && text !== '' ? Number(text) : text);
const extraList = (tx: SandboxTransaction) =>
  Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`extra${i + 1}`, tx.extras[`extra${i + 1}`] ?? '']));

/** A payment in restpagos' Spanish words (PSE, cash and SafetyPay answers, and lookups); `urlbanco` for PSE. */
export const restpagosData = (tx: SandboxTransaction, urls: { readonly bank?: string } = {}) => ({
  ref_payco: tx.refPayco,
  factura: tx.invoice,
  descripcion: tx.description,
  valor: amount(tx.value),
  iva: amount(tx.tax),
  baseiva: amount(tx.taxBase),
  ico: amount(tx.ico),
  moneda: tx.currency,
  banco: tx.bank,
  estado: STATES[tx.state].estado,
  respuesta: STATES[tx.state].respuesta,
  autorizacion: tx.authorization,
  recibo: tx.receipt,
  fecha: bogotaStamp(new Date(tx.createdAt)),
  franquicia: tx.franchise,
  cod_respuesta: tx.state,
  cod_error: tx.state === 1 || tx.state === 3 ? '' : `E${String(tx.state).padStart(3, '0')}`,
  ip: tx.ip,
  enpruebas: tx.test ? 1 : 2,
  tipo_doc: tx.customer.doc_type ?? '',
  documento: tx.customer.doc_number ?? '',
  nombres: tx.customer.name ?? '',
  apellidos: tx.customer.last_name ?? '',
  email: tx.customer.email ?? '',
  ciudad: tx.customer.city ?? '',
  direccion: tx.customer.address ?? '',
  ind_pais: tx.customer.country || 'CO',
  transactionID: tx.transactionId,
  ticketId: tx.ticketId ?? '',
  extras: extraList(tx),
  ...(tx.method === 'pse' && urls.bank ? { urlbanco: urls.bank } : {}),
  ...(tx.pin ? { pin: tx.pin, codigoproyecto: tx.projectCode, fechaexpiracion: tx.expiresAt } : {}),
});

/** A card charge's `data` as `/payment/v1/charge/create` answers it. */
export const chargeData = (tx: SandboxTransaction) => ({
  ...restpagosData(tx),
  cc_network_response: { code: tx.state === 1 ? '00' : '05', message: STATES[tx.state].respuesta },
  ...(tx.dues ? { cuotas: tx.dues } : {}),
});

/**
 * The `x_…` fields of a confirmation and of a lookup, signed with the merchant's P_KEY. `as` sends the payment as
 * if it were in another state (a stale confirmation for out-of-order tests); `x_amount` is the value as received.
 */
export const xFields = (tx: SandboxTransaction, keys: EpaycoSandboxCredentials, as: StateCode = tx.state) => {
  const ref = String(tx.refPayco);
  const { estado, respuesta } = STATES[as];
  const signature = confirmationSignature({
    customerId: keys.customerId,
    pKey: keys.pKey,
    refPayco: ref,
    transactionId: tx.transactionId,
    amount: tx.value,
    currency: tx.currency,
  });
  const extras = extraList(tx);
  return {
    x_cust_id_cliente: keys.customerId,
    x_ref_payco: ref,
    x_id_factura: tx.invoice,
    x_id_invoice: tx.invoice,
    x_description: tx.description,
    x_amount: tx.value,
    x_amount_country: tx.value,
    x_amount_ok: tx.value,
    x_tax: tx.tax,
    x_amount_base: tx.taxBase,
    x_currency_code: tx.currency,
    x_bank_name: tx.bank,
    x_cardnumber: tx.cardMask ?? '',
    x_quotas: tx.dues ?? '',
    x_respuesta: estado,
    x_response: estado,
    x_approval_code: as === 1 ? tx.authorization : '000000',
    x_transaction_id: tx.transactionId,
    x_fecha_transaccion: bogotaStamp(new Date(tx.createdAt)),
    x_transaction_date: bogotaStamp(new Date(tx.createdAt)),
    x_cod_respuesta: String(as),
    x_cod_response: String(as),
    x_response_reason_text: respuesta,
    x_errorcode: as === 1 ? '00' : String(as).padStart(2, '0'),
    x_cod_transaction_state: String(as),
    x_transaction_state: estado,
    x_franchise: tx.franchise,
    x_business: 'Fornido (sandbox)',
    x_customer_doctype: tx.customer.doc_type ?? '',
    x_customer_document: tx.customer.doc_number ?? '',
    x_customer_name: tx.customer.name ?? '',
    x_customer_lastname: tx.customer.last_name ?? '',
    x_customer_email: tx.customer.email ?? '',
    x_customer_phone: tx.customer.phone ?? '',
    x_customer_movil: tx.customer.cell_phone ?? '',
    x_customer_ind_pais: tx.customer.country || 'CO',
    x_customer_country: tx.customer.country || 'CO',
    x_customer_city: tx.customer.city ?? '',
    x_customer_address: tx.customer.address ?? '',
    x_customer_ip: tx.ip,
    x_test_request: tx.test ? 'TRUE' : 'FALSE',
    ...Object.fromEntries(Object.entries(extras).map(([k, v]) => [`x_${k}`, v])),
    x_signature: signature,
  };
};

/** The confirmation fields' type. */
export type XFields = ReturnType<typeof xFields>;
