import type { OrderBuyer } from '../orders/order';
import type { DocumentType } from '../people/documents';
import { nitCheckDigit } from '../people/nit';
import type { DianIdType, InvoiceBuyer } from './invoice';

/** The DIAN's code of each document the store accepts (Anexo Técnico 1.9, table 13.2.1 "Tipos de documento de
 * identidad"), in a Map: a type read from the database is only ever a key. */
const DIAN_ID_TYPES: ReadonlyMap<DocumentType, DianIdType> = new Map([
  ['CC', '13'],
  ['CE', '22'],
  ['NIT', '31'],
  ['TI', '12'],
  ['PP', '41'],
  ['PPT', '48'],
]);

/** The number the DIAN reserves for a buyer who gave no document (consumidor final), with the cédula's code. */
export const FINAL_CONSUMER_ID = '222222222222';

/** The order's buyer as the invoice names them: their document in the DIAN's codes (a NIT with its check digit, which
 * the order keeps apart from the base), or consumidor final when the shopper gave no document number. */
export const invoiceBuyerOf = (buyer: OrderBuyer): InvoiceBuyer => {
  const place = {
    email: buyer.email,
    phone: buyer.phone,
    address: [buyer.line1, buyer.line2].filter((part) => part.trim() !== '').join(', '),
    departmentCode: buyer.departmentCode,
    departmentName: buyer.departmentName,
    municipalityCode: buyer.municipalityCode,
    municipalityName: buyer.municipalityName,
  };
  const number = buyer.documentNumber.trim();
  const idType = DIAN_ID_TYPES.get(buyer.documentType);
  if (number === '' || !idType)
    return {
      ...place,
      idType: '13',
      idNumber: FINAL_CONSUMER_ID,
      checkDigit: null,
      finalConsumer: true,
      name: 'Consumidor final',
    };
  return {
    ...place,
    idType,
    idNumber: number,
    checkDigit: idType === '31' ? nitCheckDigit(number) : null,
    finalConsumer: false,
    name: buyer.name,
  };
};
