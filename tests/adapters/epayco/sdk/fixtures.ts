import { decryptValue } from '../../../../adapters/epayco/sdk/crypto';
import { PRIVATE_KEY } from './harness';

/** A buyer and invoice in English keys, as the gateways give them. */
export const BUYER = {
  invoice: 'FO-1',
  description: 'Pedido FO-1',
  value: 15000,
  tax: '0',
  tax_base: '15000',
  currency: 'COP',
  doc_type: 'CC',
  doc_number: '1035851980',
  name: 'Ana',
  last_name: 'Pérez',
  email: 'ana@x.co',
  cell_phone: '3001234567',
  country: 'CO',
  city: 'Medellín',
  url_response: 'https://fornido.co/pago',
  url_confirmation: 'https://fornido.co/webhooks/epayco',
  method_confirmation: 'POST',
  extra1: 'attempt-1',
};
/** The same fields under the official keylang.json names (`method_confirmation` stays as it is). */
export const SPANISH = {
  factura: 'FO-1',
  descripcion: 'Pedido FO-1',
  valor: '15000',
  iva: '0',
  baseiva: '15000',
  moneda: 'COP',
  tipo_doc: 'CC',
  documento: '1035851980',
  nombres: 'Ana',
  apellidos: 'Pérez',
  email: 'ana@x.co',
  celular: '3001234567',
  pais: 'CO',
  ciudad: 'Medellín',
  url_respuesta: 'https://fornido.co/pago',
  url_confirmacion: 'https://fornido.co/webhooks/epayco',
  method_confirmation: 'POST',
  extra1: 'attempt-1',
};
/** Confirmation facts as ePayco writes them, numbers and all. */
export const FACTS = {
  x_ref_payco: 81234,
  x_cod_transaction_state: 1,
  x_amount: 15000,
  x_currency_code: 'COP',
  x_extra1: 'attempt-1',
  x_signature: 'abc',
};

/** Every encrypted value of a body decrypted with the test private key, the plain fields left as they are. */
export const decrypted = (body: Record<string, unknown>) => {
  const plain = new Set(['public_key', 'i', 'lenguaje', 'p']);
  return Object.fromEntries(
    Object.entries(body).map(([k, v]) => [
      k,
      plain.has(k)
        ? v
        : k === 'extras_epayco'
          ? { extra5: decryptValue((v as { extra5: string }).extra5, PRIVATE_KEY) }
          : decryptValue(v as string, PRIVATE_KEY),
    ]),
  );
};
