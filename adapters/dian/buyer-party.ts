import type { InvoiceBuyer } from '../../core/invoicing/invoice';
import { addressXml, nitXml } from './issuer-party';
import { DIAN_AGENCY, el } from './xml-text';

/** Consumidor final's id: the buyer who gave no document (Anexo Técnico v1.9). */
export const FINAL_CONSUMER_ID = '222222222222';

/** The buyer's id as the documents write it: consumidor final's when the shopper gave none. */
export const buyerId = (buyer: InvoiceBuyer): string => (buyer.finalConsumer ? FINAL_CONSUMER_ID : buyer.idNumber);

const isNit = (buyer: InvoiceBuyer): boolean => buyer.idType === '31' && !buyer.finalConsumer;

/** The buyer's id element: a NIT carries its check digit as schemeID, every id its DIAN type as schemeName. */
const idXml = (tag: string, buyer: InvoiceBuyer): string =>
  isNit(buyer)
    ? nitXml(tag, buyer.idNumber, buyer.checkDigit ?? 0)
    : el(tag, buyerId(buyer), `${DIAN_AGENCY} schemeName="${buyer.finalConsumer ? '13' : buyer.idType}"`);

// A NIT is a legal person (1) registered for IVA; any other id a natural person (2), "ZZ No aplica" as tax scheme.
const taxSchemeOf = (buyer: InvoiceBuyer): string =>
  isNit(buyer)
    ? `<cac:TaxScheme>${el('cbc:ID', '01')}${el('cbc:Name', 'IVA')}</cac:TaxScheme>`
    : `<cac:TaxScheme>${el('cbc:ID', 'ZZ')}${el('cbc:Name', 'No aplica')}</cac:TaxScheme>`;

/** The buyer's tax registration (PartyTaxScheme), in the customer party and the AttachedDocument's receiver. */
export const buyerTaxSchemeXml = (buyer: InvoiceBuyer, withAddress: boolean): string =>
  `<cac:PartyTaxScheme>${el('cbc:RegistrationName', buyer.name)}${idXml('cbc:CompanyID', buyer)}` +
  `${el('cbc:TaxLevelCode', 'R-99-PN', 'listName="48"')}` +
  `${withAddress ? addressXml('cac:RegistrationAddress', buyer) : ''}${taxSchemeOf(buyer)}</cac:PartyTaxScheme>`;

/** The buyer (AccountingCustomerParty), with its DIAN id type, address, tax registration and contact. */
export const buyerPartyXml = (buyer: InvoiceBuyer): string =>
  `<cac:AccountingCustomerParty>${el('cbc:AdditionalAccountID', isNit(buyer) ? '1' : '2')}<cac:Party>` +
  `<cac:PartyIdentification>${idXml('cbc:ID', buyer)}</cac:PartyIdentification>` +
  `<cac:PartyName>${el('cbc:Name', buyer.name)}</cac:PartyName>` +
  `<cac:PhysicalLocation>${addressXml('cac:Address', buyer)}</cac:PhysicalLocation>` +
  buyerTaxSchemeXml(buyer, true) +
  `<cac:PartyLegalEntity>${el('cbc:RegistrationName', buyer.name)}${idXml('cbc:CompanyID', buyer)}</cac:PartyLegalEntity>` +
  `<cac:Contact>${el('cbc:Telephone', buyer.phone)}${el('cbc:ElectronicMail', buyer.email)}</cac:Contact>` +
  `</cac:Party></cac:AccountingCustomerParty>`;
