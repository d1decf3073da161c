import { NS } from '../../../../adapters/dian/xml';
import { documentFileNames, zipDocument } from '../../../../adapters/dian/zip';

/** A small invoice as far as the transport reads it (number, code, issuer), zipped under the Anexo's names. */
export const zippedInvoice = (consecutive = 990000001, code = `cufe-${consecutive}`) => {
  const names = documentFileNames('invoice', '900123456', consecutive, new Date('2026-03-02T15:00:00Z'));
  const xml =
    `<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cbc="${NS.cbc}" xmlns:cac="${NS.cac}">` +
    `<cbc:ProfileExecutionID>2</cbc:ProfileExecutionID><cbc:ID>SETP${consecutive}</cbc:ID>` +
    `<cbc:UUID schemeName="CUFE-SHA384">${code}</cbc:UUID><cac:AccountingSupplierParty><cac:Party><cac:PartyTaxScheme>` +
    `<cbc:CompanyID>900123456</cbc:CompanyID></cac:PartyTaxScheme></cac:Party></cac:AccountingSupplierParty></Invoice>`;
  return { names, xml, zip: zipDocument(names.xml, xml), code, number: `SETP${consecutive}` };
};
