import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { nitDisplay, type Company } from '../../core/company/company';
import type { InvoiceDraft, InvoiceNumbering } from '../../core/invoicing/invoice';
import { formatBogotaDateTime } from '../../core/shared/bogota-time-text';
import { drawLines, drawTotals } from './pdf-amounts';
import { BOTTOM, FONT, LEFT, MUTED, PAGE, RED, WIDTH, heading, room, write, type Pdf } from './pdf-layout';
import {
  TEST_NOTICE,
  buyerDocumentText,
  codeName,
  conceptText,
  documentTitle,
  numberingText,
  paymentText,
} from './pdf-texts';

/** What the representation shows besides the draft: the code and QR text of its prepared document, when the tax
 * authority accepted it (null while pending), who issues it and under which numbering, and in which environment. */
export type InvoicePdfInput = {
  readonly draft: InvoiceDraft;
  readonly code: string;
  readonly qrText: string;
  readonly acceptedAt: Date | null;
  readonly company: Company;
  readonly numbering: InvoiceNumbering;
  readonly environment: 'production' | 'test';
};

const QR_SIZE = 104;

const drawIssuer = (doc: Pdf, { draft, company }: InvoicePdfInput): number => {
  const width = WIDTH * 0.55;
  let y = write(doc, company.legalName, { x: LEFT, y: PAGE.margin, width }, { font: FONT.bold, size: 15, color: RED });
  for (const line of [
    `NIT ${nitDisplay(company)}`,
    company.address,
    `Tel. ${company.phone} · ${company.email}`,
    // The store charges IVA on its sales: it is responsable de IVA (Estatuto Tributario, art. 437).
    'Responsable de IVA',
  ])
    y = write(doc, line, { x: LEFT, y: y + 1, width }, { color: MUTED });
  const boxX = LEFT + WIDTH * 0.58;
  const boxWidth = WIDTH - WIDTH * 0.58;
  let right = write(
    doc,
    documentTitle(draft),
    { x: boxX, y: PAGE.margin, width: boxWidth },
    { font: FONT.bold, size: 11 },
  );
  right = write(doc, `No. ${draft.number}`, { x: boxX, y: right + 2, width: boxWidth }, { font: FONT.bold, size: 14 });
  for (const line of [
    `Fecha y hora de emisión: ${formatBogotaDateTime(draft.issuedAt)} (hora de Colombia)`,
    `Pedido: ${draft.orderNumber}`,
    paymentText(draft),
  ])
    right = write(doc, line, { x: boxX, y: right + 2, width: boxWidth }, { size: 8.5 });
  return Math.max(y, right) + 12;
};

const drawTestNotice = (doc: Pdf, y: number): number => {
  doc.rect(LEFT, y, WIDTH, 22).lineWidth(1).strokeColor(RED).stroke();
  write(
    doc,
    TEST_NOTICE,
    { x: LEFT, y: y + 6, width: WIDTH },
    { font: FONT.bold, size: 11, color: RED, align: 'center' },
  );
  return y + 32;
};

const drawBuyer = (doc: Pdf, { buyer }: InvoiceDraft, top: number): number => {
  let y = heading(doc, 'Adquiriente', top);
  for (const line of [
    buyer.name,
    buyerDocumentText(buyer),
    `${buyer.address} · ${buyer.municipalityName}, ${buyer.departmentName}`,
    [buyer.email, buyer.phone].filter((part) => part.trim() !== '').join(' · '),
  ])
    y = write(doc, line, { x: LEFT, y, width: WIDTH }, line === buyer.name ? { font: FONT.bold } : {});
  return y + 10;
};

const drawReference = (doc: Pdf, { refersTo }: InvoiceDraft, top: number): number => {
  if (refersTo === null) return top;
  let y = heading(doc, 'Factura que corrige', room(doc, top, 80));
  for (const line of [
    `Factura electrónica de venta No. ${refersTo.number}, emitida el ${formatBogotaDateTime(refersTo.issuedAt)}`,
    `Concepto: ${conceptText(refersTo.concept)}. ${refersTo.reason}`,
    'CUFE de la factura:',
  ])
    y = write(doc, line, { x: LEFT, y, width: WIDTH });
  return write(doc, refersTo.code, { x: LEFT, y, width: WIDTH }, { font: FONT.mono, size: 7 }) + 10;
};

/** The code, the QR the Anexo defines beside it, the authority's validation, and an invoice's authorised numbering. */
const drawValidation = async (doc: Pdf, input: InvoicePdfInput, top: number): Promise<number> => {
  const { draft } = input;
  const y = room(doc, top, QR_SIZE + 10);
  const qr = await QRCode.toBuffer(input.qrText, { type: 'png', errorCorrectionLevel: 'M', margin: 1, scale: 4 });
  doc.image(qr, LEFT, y, { width: QR_SIZE, height: QR_SIZE });
  const x = LEFT + QR_SIZE + 12;
  const width = WIDTH - QR_SIZE - 12;
  let at = write(doc, `${codeName(draft)}:`, { x, y, width }, { font: FONT.bold });
  at = write(doc, input.code, { x, y: at, width }, { font: FONT.mono, size: 6.8 });
  const accepted =
    input.acceptedAt === null
      ? 'Pendiente de validación de la DIAN.'
      : `Validada por la DIAN el ${formatBogotaDateTime(input.acceptedAt)} (hora de Colombia).`;
  for (const line of [
    accepted,
    ...(draft.kind === 'invoice' ? [numberingText(input.numbering)] : []),
    `Representación gráfica de la ${documentTitle(draft).toLowerCase()} · software propio de ${input.company.legalName}, NIT ${nitDisplay(input.company)}`,
  ])
    at = write(doc, line, { x, y: at + 4, width }, { size: 8, color: MUTED });
  return Math.max(at, y + QR_SIZE) + 10;
};

/** Names the document and numbers the pages at the foot of each ("Página 1 de 2"), with the test notice on each page
 * of a test document. */
const stampPages = (doc: Pdf, draft: InvoiceDraft, test: boolean) => {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    // Writing under the bottom margin would make pdfkit start a page of its own.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const footer = `${test ? `${TEST_NOTICE} · ` : ''}${documentTitle(draft)} ${draft.number} · Página ${i - start + 1} de ${count}`;
    write(
      doc,
      footer,
      { x: LEFT, y: BOTTOM + 4, width: WIDTH },
      { size: 7.5, color: test ? RED : MUTED, align: 'center' },
    );
    doc.page.margins.bottom = margin;
  }
};

/**
 * The representación gráfica of an invoice or a credit note, in Spanish, as the Anexo Técnico asks: issuer, buyer,
 * lines, taxes per rate, totals in whole pesos, the CUFE/CUDE and its QR code, the authorised numbering (invoices), the
 * invoice a note corrects, and "Documento de pruebas — sin validez fiscal" on every page of a test document.
 */
export const invoicePdf = async (input: InvoicePdfInput): Promise<Uint8Array> => {
  const { draft } = input;
  const doc: Pdf = new PDFDocument({
    size: PAGE.size,
    margin: PAGE.margin,
    bufferPages: true,
    info: {
      Title: `${documentTitle(draft)} ${draft.number}`,
      Author: input.company.legalName,
      Subject: `Pedido ${draft.orderNumber}`,
      // The document's own date, so the same document gives the same file.
      CreationDate: draft.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  let y = drawIssuer(doc, input);
  if (input.environment === 'test') y = drawTestNotice(doc, y);
  y = drawBuyer(doc, draft, y);
  y = drawReference(doc, draft, y);
  y = drawLines(doc, draft, y);
  y = drawTotals(doc, draft, y);
  await drawValidation(doc, input, y);
  stampPages(doc, draft, input.environment === 'test');
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
};
