import type { InvoiceNumbering } from '../../core/invoicing/invoice';
import { DIAN_AGENCY, el } from './xml-text';

/** Who issues, with which software and numbering, in which environment: what every DIAN document states. */
export type DianContext = {
  readonly environment: 'production' | 'test';
  readonly issuer: {
    readonly nit: string;
    readonly checkDigit: number;
    readonly legalName: string;
    readonly address: string;
    /** DANE's DIVIPOLA codes and names (11001 Bogotá, D.C.; 11 Bogotá). */
    readonly municipalityCode: string;
    readonly municipalityName: string;
    readonly departmentCode: string;
    readonly departmentName: string;
    readonly email: string;
    readonly phone: string;
  };
  /** The software's id and PIN, as registered with the DIAN. */
  readonly softwareId: string;
  readonly pin: string;
  /** The range's technical key (clave técnica), for the CUFE. */
  readonly technicalKey: string;
  readonly numbering: InvoiceNumbering;
  /** The software provider's NIT; the issuer's own when it is its own provider (software propio). */
  readonly softwareProviderNit?: string;
};

/** The environment as the DIAN codes it (ProfileExecutionID, the UUID's schemeID): 1 producción, 2 pruebas. */
export const environmentCode = (context: DianContext): '1' | '2' => (context.environment === 'production' ? '1' : '2');

/** The DIAN's own NIT, the authorization provider of every document. */
export const DIAN_NIT = '800197268';

/** A Colombian address as the UBL writes it (the municipality, its department, the street line, the country). */
export const addressXml = (
  tag: 'cac:Address' | 'cac:RegistrationAddress',
  place: {
    readonly municipalityCode: string;
    readonly municipalityName: string;
    readonly departmentCode: string;
    readonly departmentName: string;
    readonly address: string;
  },
): string =>
  `<${tag}>${el('cbc:ID', place.municipalityCode)}${el('cbc:CityName', place.municipalityName)}` +
  `${el('cbc:CountrySubentity', place.departmentName)}${el('cbc:CountrySubentityCode', place.departmentCode)}` +
  `<cac:AddressLine>${el('cbc:Line', place.address)}</cac:AddressLine>` +
  `<cac:Country>${el('cbc:IdentificationCode', 'CO')}${el('cbc:Name', 'Colombia', 'languageID="es"')}</cac:Country></${tag}>`;

/** A NIT with its check digit, as the DIAN's identifiers carry it. */
export const nitXml = (tag: string, nit: string, checkDigit: number): string =>
  el(tag, nit, `${DIAN_AGENCY} schemeID="${checkDigit}" schemeName="31"`);

// R-99-PN: "No aplica – Otros", the fiscal responsibility (list 48) of a seller that declares no special one.
const TAX_LEVEL = el('cbc:TaxLevelCode', 'R-99-PN', 'listName="48"');
const IVA_SCHEME = `<cac:TaxScheme>${el('cbc:ID', '01')}${el('cbc:Name', 'IVA')}</cac:TaxScheme>`;

/** The issuer's tax registration (PartyTaxScheme), in the supplier party and the AttachedDocument's sender. */
export const issuerTaxSchemeXml = (context: DianContext): string =>
  `<cac:PartyTaxScheme>${el('cbc:RegistrationName', context.issuer.legalName)}` +
  `${nitXml('cbc:CompanyID', context.issuer.nit, context.issuer.checkDigit)}${TAX_LEVEL}` +
  `${addressXml('cac:RegistrationAddress', context.issuer)}${IVA_SCHEME}</cac:PartyTaxScheme>`;

/** The issuer (AccountingSupplierParty): a legal person (1) with its NIT, address, tax registration and contact. */
export const issuerPartyXml = (context: DianContext, prefix: string): string => {
  const { issuer } = context;
  return (
    `<cac:AccountingSupplierParty>${el('cbc:AdditionalAccountID', '1')}<cac:Party>` +
    `<cac:PartyName>${el('cbc:Name', issuer.legalName)}</cac:PartyName>` +
    `<cac:PhysicalLocation>${addressXml('cac:Address', issuer)}</cac:PhysicalLocation>` +
    issuerTaxSchemeXml(context) +
    `<cac:PartyLegalEntity>${el('cbc:RegistrationName', issuer.legalName)}` +
    `${nitXml('cbc:CompanyID', issuer.nit, issuer.checkDigit)}` +
    `<cac:CorporateRegistrationScheme>${el('cbc:ID', prefix)}</cac:CorporateRegistrationScheme></cac:PartyLegalEntity>` +
    `<cac:Contact>${el('cbc:Telephone', issuer.phone)}${el('cbc:ElectronicMail', issuer.email)}</cac:Contact>` +
    `</cac:Party></cac:AccountingSupplierParty>`
  );
};
