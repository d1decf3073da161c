import { createHash } from 'node:crypto';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { invoicePdf, type InvoicePdfInput } from '../../../adapters/invoicing/invoice-pdf';
import { defaultCompany } from '../../../core/company/company';
import { aCreditNoteDraft, aLine, anInvoiceDraft, testNumbering } from '../../builders/sample-invoice-drafts';
import { imagesOf, qrModulesOf, textOf } from './pdf-reader';

const sha384 = (text: string) => createHash('sha384').update(text).digest('hex');
const CUFE = sha384('SETP990000001 de prueba');
const CUDE = sha384('NC1 de prueba');

// The Anexo's QR text: the document's figures, one per line, ending with the DIAN's search address.
const qrTextOf = (number: string, code: string) =>
  `NumFac: ${number}\nFecFac: 2026-11-22\nHorFac: 07:05:00-05:00\nNitFac: 901482736\nDocAdq: 1020304050\n` +
  `ValFac: 314022.00\nValIva: 47678.00\nValOtroIm: 0.00\nValTolFac: 341700.00\nCUFE: ${code}\n` +
  `QRCode: https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=${code}`;

const input = (overrides: Partial<InvoicePdfInput> = {}): InvoicePdfInput => ({
  draft: anInvoiceDraft(),
  code: CUFE,
  qrText: qrTextOf('SETP990000001', CUFE),
  acceptedAt: new Date('2026-11-22T12:06:30Z'),
  company: defaultCompany,
  numbering: testNumbering,
  environment: 'test',
  ...overrides,
});

/** What a reader sees, lines joined where pdfkit wrapped them. */
const readable = async (pdf: Uint8Array) => textOf(pdf).replace(/\s+/g, ' ');

describe('the PDF representation of an invoice (representación gráfica)', () => {
  it('shows the issuer, the number, the date in Bogotá, the buyer and the test notice, accents and all', async () => {
    const pdf = await invoicePdf(input());
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = await readable(pdf);
    expect(text).toContain('Fornido S.A.S.');
    expect(text).toContain('NIT 901.482.736-8');
    expect(text).toContain('Calle 63 # 11-45, Local 2, Bogotá D.C.');
    expect(text).toContain('Responsable de IVA');
    expect(text).toContain('Factura electrónica de venta');
    expect(text).toContain('No. SETP990000001');
    expect(text).toContain('Fecha y hora de emisión: 22 de noviembre de 2026, 7:05 a. m. (hora de Colombia)');
    expect(text).toContain('Pedido: FO-2026-000123');
    expect(text).toContain('Begoña Muñoz Ibáñez');
    expect(text).toContain('Cédula de ciudadanía 1.020.304.050');
    expect(text).toContain('Carrera 43A # 9-21, apto 502 · Medellín, Antioquia');
    expect(text).toContain('Documento de pruebas — sin validez fiscal');
    expect(text).toContain('Página 1 de 1');
    expect(text).toContain(
      'Representación gráfica de la factura electrónica de venta · software propio de Fornido S.A.S., NIT 901.482.736-8',
    );
  });

  it('lists the lines, the IVA of each rate and the totals in whole pesos, the gift credit as a discount', async () => {
    const text = await readable(await invoicePdf(input()));
    expect(text).toContain('Código Descripción Cant. Valor unitario IVA % IVA Total');
    // Two tubs at $ 129.900 with IVA: $ 218.319 before IVA, so $ 109.159,50 each.
    expect(text).toContain(
      'ON-WHEY-5LB-CHOC Gold Standard 100% Whey · 5 lb · Chocolate 2 $ 109.159,50 19 % $ 41.481 $ 259.800',
    );
    expect(text).toContain('Envío estándar a Medellín 1 $ 10.084 19 % $ 1.916 $ 12.000');
    expect(text).toContain('IVA 5 % sobre $ 85.619 $ 4.281');
    expect(text).toContain('IVA 19 % sobre $ 228.403 $ 43.397');
    expect(text).toContain('Subtotal (sin IVA) $ 314.022');
    expect(text).toContain('Total con IVA $ 361.700');
    expect(text).toContain('Descuento: crédito de regalo -$ 20.000');
    expect(text).toContain('Total a pagar $ 341.700');
  });

  it('carries the CUFE, the DIAN validation, the authorised numbering, and the QR code of the Anexo’s text', async () => {
    const pdf = await invoicePdf(input());
    const text = await readable(pdf);
    expect(text).toContain(`CUFE: ${CUFE}`);
    expect(text).toContain('Validada por la DIAN el 22 de noviembre de 2026, 7:06 a. m.');
    expect(text).toContain(
      'Autorización de numeración de facturación No. 18760000001 de 19 de enero de 2019, prefijo SETP, del 990000000 al 995000000, vigente del 19 de enero de 2019 al 19 de enero de 2030.',
    );
    const images = imagesOf(pdf);
    expect(images).toHaveLength(1);
    const qr = QRCode.create(qrTextOf('SETP990000001', CUFE), { errorCorrectionLevel: 'M' }).modules;
    const expected = Array.from({ length: qr.size }, (_, r) =>
      Array.from({ length: qr.size }, (_, c) => (qr.get(r, c) ? '1' : '0')).join(''),
    );
    expect(qrModulesOf(images[0], qr.size)).toEqual(expected);
  });

  it('says nothing of tests in production, and that a document not yet accepted waits for the DIAN', async () => {
    const text = await readable(await invoicePdf(input({ environment: 'production', acceptedAt: null })));
    expect(text).not.toContain('pruebas');
    expect(text).toContain('Pendiente de validación de la DIAN.');
  });

  it('writes a credit note with its CUDE and the invoice it corrects, without the invoices’ numbering', async () => {
    const text = await readable(
      await invoicePdf(input({ draft: aCreditNoteDraft(CUFE), code: CUDE, qrText: qrTextOf('NC1', CUDE) })),
    );
    expect(text).toContain('Nota crédito electrónica No. NC1');
    expect(text).toContain('Factura que corrige');
    expect(text).toContain(
      'Factura electrónica de venta No. SETP990000001, emitida el 22 de noviembre de 2026, 7:05 a. m.',
    );
    expect(text).toContain('Concepto: Devolución de parte de los bienes. Devolución de un producto sin abrir.');
    expect(text).toContain(`CUFE de la factura: ${CUFE}`);
    expect(text).toContain(`CUDE: ${CUDE}`);
    expect(text).toContain('Total de la nota $ 129.900');
    expect(text).not.toContain('Autorización de numeración');
  });

  it('runs a long order onto more pages, the table’s header and the page count on each', async () => {
    const lines = Array.from({ length: 45 }, (_, i) =>
      aLine(`SKU-${String(i + 1).padStart(3, '0')}`, `Producto número ${i + 1} · 1 kg · Vainilla`, 1, 50_000, 0.19),
    );
    const text = await readable(await invoicePdf(input({ draft: anInvoiceDraft({ lines }) })));
    expect(text).toContain('SKU-001');
    expect(text).toContain('SKU-045');
    expect(text).toContain('Factura electrónica de venta SETP990000001 · Página 2 de 2');
    expect(text.match(/Código Descripción Cant\./g)).toHaveLength(2);
    expect(text.match(/Documento de pruebas — sin validez fiscal/g)!.length).toBeGreaterThanOrEqual(3);
  });
});
