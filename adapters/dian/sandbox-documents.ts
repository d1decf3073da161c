import { randomUUID } from 'node:crypto';
import type { RuleBreach } from '../../core/invoicing/invoice';
import type { Clock } from '../../core/shared/ports';
import { sandboxFileState } from '../payments/sandbox-file-state';
import { applicationResponse } from './application-response';
import type { DianResponse } from './soap-answers';
import { parseXml, textAt } from './xml';
import { unzipDocument } from './zip';

/** A document the sandbox received, as its page lists it. */
export type SandboxDocument = {
  readonly code: string;
  readonly number: string;
  /** 01 invoice, 91 credit note (or what the document said). */
  readonly type: string;
  readonly fileName: string;
  readonly receivedAt: string;
  readonly accepted: boolean;
  readonly rules: readonly RuleBreach[];
  readonly response: DianResponse;
};

type State = { documents: SandboxDocument[]; zips: { key: string; response: DianResponse }[] };

const KEPT = 500;
// Anexo Técnico, names of the files: the zip, and the XML it holds (fv invoice, nc credit note).
const ZIP_NAME = /^z(\d{10}[0-9a-z]{3}\d{2}[0-9a-f]{8})\.zip$/;
const XML_NAME = /^(fv|nc|nd)(\d{10}[0-9a-z]{3}\d{2}[0-9a-f]{8})\.xml$/;
const TYPES: ReadonlyMap<string, string> = new Map([
  ['Invoice', '01'],
  ['CreditNote', '91'],
  ['DebitNote', '92'],
]);

const refusal = (rules: readonly RuleBreach[], fileName: string, key = ''): DianResponse => ({
  isValid: false,
  statusCode: '99',
  statusDescription: 'Validación contiene errores en campos mandatorios.',
  statusMessage: '',
  errorMessages: rules.map((r) => `Regla: ${r.code}, Rechazo: ${r.message}`),
  xmlBase64Bytes: '',
  xmlDocumentKey: key,
  xmlFileName: fileName,
});

/** GetStatus's answer about a key it never received. */
export const UNKNOWN_DOCUMENT: DianResponse = {
  isValid: false,
  statusCode: '66',
  statusDescription: 'TrackId no existe en los registros de la DIAN.',
  statusMessage: '',
  errorMessages: [],
  xmlBase64Bytes: '',
  xmlDocumentKey: '',
  xmlFileName: '',
};

/**
 * The documents the sandbox received and what it answered: a zip is read and its document checked (`check`, the
 * DIAN's rules); an accepted document's number is taken for good (another document with it is refused) and the same
 * document sent again gets its first answer.
 */
export const sandboxDocuments = (deps: {
  readonly check: (xml: string, now: Date) => readonly RuleBreach[];
  readonly clock: Clock;
  readonly file?: string;
}) => {
  const state = sandboxFileState<State>(
    deps.file,
    () => ({ documents: [], zips: [] }),
    (s) => {
      s.documents.splice(0, Math.max(0, s.documents.length - KEPT));
      s.zips.splice(0, Math.max(0, s.zips.length - KEPT));
    },
  );

  const evaluate = (zipName: string, contentFile: string): DianResponse => {
    const zipMatch = ZIP_NAME.exec(zipName);
    const file = unzipDocument(contentFile);
    const xmlMatch = file ? XML_NAME.exec(file.name) : null;
    if (!zipMatch || !file || !xmlMatch || xmlMatch[2] !== zipMatch[1])
      return refusal(
        [{ code: 'SANDBOX-ZIP', message: 'El zip y su documento no llevan los nombres del Anexo Técnico.' }],
        zipName,
      );
    const doc = parseXml(file.xml);
    const code = doc ? (textAt('/*/cbc:UUID', doc) ?? '') : '';
    const number = doc ? (textAt('/*/cbc:ID', doc) ?? '') : '';
    if (!doc || !code || !number)
      return refusal(
        [{ code: 'ZB01', message: 'Fallo en el esquema XML del archivo: sin número o sin CUFE.' }],
        file.name,
      );
    const issuerNit = textAt('/*/cac:AccountingSupplierParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID', doc) ?? '';
    if (zipMatch[1].slice(0, 10) !== issuerNit.padStart(10, '0'))
      return refusal(
        [{ code: 'SANDBOX-ZIP', message: `El nombre del zip no lleva el NIT del emisor (${issuerNit}).` }],
        file.name,
      );
    const first = state.read((s) => s.documents.find((d) => d.code === code && d.accepted));
    if (first) return first.response;
    const now = deps.clock.now();
    const taken = state.read((s) => s.documents.some((d) => d.number === number && d.accepted));
    const rules = [
      ...(taken ? [{ code: '90', message: `El número ${number} ya fue validado con otro CUFE.` }] : []),
      ...deps.check(file.xml, now),
    ];
    const type = TYPES.get(doc.documentElement.localName) ?? '';
    const xml = applicationResponse({
      id: randomUUID(),
      at: now,
      environment: textAt('/*/cbc:ProfileExecutionID', doc) ?? '2',
      receiverNit: issuerNit,
      documentNumber: number,
      documentCode: code,
      documentType: type,
      rules,
    });
    const base64 = Buffer.from(xml, 'utf8').toString('base64');
    const accepted = rules.length === 0;
    const response: DianResponse = accepted
      ? {
          isValid: true,
          statusCode: '00',
          statusDescription: 'Procesado Correctamente.',
          statusMessage: `La ${type === '91' ? 'Nota Crédito' : 'Factura electrónica'} ${number}, ha sido autorizada.`,
          errorMessages: [],
          xmlBase64Bytes: base64,
          xmlDocumentKey: code,
          xmlFileName: file.name,
        }
      : { ...refusal(rules, file.name, code), xmlBase64Bytes: base64 };
    state.write((s) =>
      s.documents.push({
        code,
        number,
        type,
        fileName: file.name,
        receivedAt: now.toISOString(),
        accepted,
        rules,
        response,
      }),
    );
    return response;
  };

  return {
    /** SendBillSync: the document checked now. */
    sendBill: evaluate,
    /** SendTestSetAsync: checked now too, its answer kept under the ZipKey returned. */
    sendTestSet: (zipName: string, contentFile: string): string => {
      const response = evaluate(zipName, contentFile);
      const key = randomUUID();
      state.write((s) => s.zips.push({ key, response }));
      return key;
    },
    /** GetStatus: the accepted document of that code, else its last refusal, else UNKNOWN_DOCUMENT. */
    status: (code: string): DianResponse =>
      state.read((s) => {
        const all = s.documents.filter((d) => d.code === code);
        return (all.find((d) => d.accepted) ?? all.at(-1))?.response ?? UNKNOWN_DOCUMENT;
      }),
    /** GetStatusZip: the answers of a zip, or null for a key it never gave. */
    zip: (key: string): DianResponse | null => state.read((s) => s.zips.find((z) => z.key === key)?.response ?? null),
    /** Every document received, newest first. */
    list: (): readonly SandboxDocument[] => state.read((s) => [...s.documents].reverse()),
  };
};

export type SandboxDocuments = ReturnType<typeof sandboxDocuments>;
