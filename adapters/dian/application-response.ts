import { createHash } from 'node:crypto';
import type { RuleBreach } from '../../core/invoicing/invoice';
import { NS, xmlText } from './xml';

/** What the DIAN's answer about one document says. */
export type ResponseFacts = {
  /** The answer's own number. */
  readonly id: string;
  readonly at: Date;
  /** ProfileExecutionID: 1 producción, 2 pruebas. */
  readonly environment: string;
  readonly receiverNit: string;
  readonly documentNumber: string;
  /** The document's CUFE or CUDE. */
  readonly documentCode: string;
  /** 01 invoice, 91 credit note. */
  readonly documentType: string;
  readonly rules: readonly RuleBreach[];
};

/** The DIAN's NIT: the sender of every ApplicationResponse. */
export const DIAN_NIT = '800197268';

// The DIAN answers in Bogotá time (UTC−5 all year).
const bogota = (at: Date) => {
  const local = new Date(at.getTime() - 5 * 3_600_000).toISOString();
  return { date: local.slice(0, 10), time: `${local.slice(11, 19)}-05:00` };
};

const party = (role: 'SenderParty' | 'ReceiverParty', nit: string, name: string) =>
  `<cac:${role}><cac:PartyTaxScheme><cbc:RegistrationName>${xmlText(name)}</cbc:RegistrationName>` +
  `<cbc:CompanyID schemeAgencyID="195" schemeName="31">${xmlText(nit)}</cbc:CompanyID>` +
  `<cac:TaxScheme><cbc:ID>01</cbc:ID><cbc:Name>IVA</cbc:Name></cac:TaxScheme></cac:PartyTaxScheme></cac:${role}>`;

/**
 * The UBL ApplicationResponse the DIAN answers a document with: its DocumentResponse says 02 (validated) or 04
 * (refused), refers to the document by number and CUFE/CUDE, and lists the rules it broke, one LineResponse each.
 */
export const applicationResponse = (facts: ResponseFacts): string => {
  const { date, time } = bogota(facts.at);
  const accepted = facts.rules.length === 0;
  const code = createHash('sha384').update(`${facts.id}${date}${time}${facts.documentCode}`).digest('hex');
  const lines = facts.rules
    .map(
      (rule, i) =>
        `<cac:LineResponse><cac:LineReference><cbc:LineID>${i + 1}</cbc:LineID></cac:LineReference>` +
        `<cac:Response><cbc:ResponseCode>${xmlText(rule.code)}</cbc:ResponseCode>` +
        `<cbc:Description>${xmlText(rule.message)}</cbc:Description></cac:Response></cac:LineResponse>`,
    )
    .join('');
  return (
    `<?xml version="1.0" encoding="utf-8" standalone="no"?>` +
    `<ApplicationResponse xmlns="urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2" ` +
    `xmlns:cac="${NS.cac}" xmlns:cbc="${NS.cbc}">` +
    `<cbc:UBLVersionID>UBL 2.1</cbc:UBLVersionID><cbc:CustomizationID>1</cbc:CustomizationID>` +
    `<cbc:ProfileID>DIAN 2.1</cbc:ProfileID><cbc:ProfileExecutionID>${xmlText(facts.environment)}</cbc:ProfileExecutionID>` +
    `<cbc:ID>${xmlText(facts.id)}</cbc:ID><cbc:UUID schemeName="CUDE-SHA384">${code}</cbc:UUID>` +
    `<cbc:IssueDate>${date}</cbc:IssueDate><cbc:IssueTime>${time}</cbc:IssueTime>` +
    party('SenderParty', DIAN_NIT, 'Unidad Especial Dirección de Impuestos y Aduanas Nacionales') +
    party('ReceiverParty', facts.receiverNit, facts.receiverNit) +
    `<cac:DocumentResponse><cac:Response><cbc:ResponseCode>${accepted ? '02' : '04'}</cbc:ResponseCode>` +
    `<cbc:Description>${accepted ? 'Documento validado por la DIAN' : 'Documento rechazado por la DIAN'}</cbc:Description>` +
    `</cac:Response><cac:DocumentReference><cbc:ID>${xmlText(facts.documentNumber)}</cbc:ID>` +
    `<cbc:UUID schemeName="${facts.documentType === '01' ? 'CUFE-SHA384' : 'CUDE-SHA384'}">${xmlText(facts.documentCode)}</cbc:UUID>` +
    `<cbc:DocumentTypeCode>${xmlText(facts.documentType)}</cbc:DocumentTypeCode></cac:DocumentReference>` +
    `${lines}</cac:DocumentResponse></ApplicationResponse>`
  );
};
