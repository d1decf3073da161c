import { describe, expect, it } from 'vitest';
import { invoiceMail } from '../../../core/invoicing/invoice-mail';
import { aCreditNoteDraft, anInvoiceDraft } from '../../builders/sample-invoice-drafts';

const CUFE = 'c'.repeat(32) + 'a1b2'.repeat(16);
const CUDE = 'd'.repeat(96);
const XML = '<?xml version="1.0" encoding="UTF-8"?><AttachedDocument>Begoña &amp; DIAN</AttachedDocument>';
const PDF = Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x33]);
const storeUrl = 'https://fornido.co';

describe('the mail of an accepted invoice', () => {
  const mail = invoiceMail({ draft: anInvoiceDraft(), code: CUFE, attachedXml: XML, pdf: PDF, storeUrl });

  it('goes to the buyer, named for the document and its order', () => {
    expect(mail.to).toBe('begona@correo.co');
    expect(mail.template).toBe('invoice-issued');
    expect(mail.subject).toBe('Tu factura electrónica SETP990000001 — pedido FO-2026-000123');
  });

  it('says, in both parts, what the document is, its order, date, total and CUFE, and what is attached', () => {
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('¡Hola, Begoña!');
      expect(part).toContain(
        'La DIAN validó la factura electrónica de venta SETP990000001 de tu pedido FO-2026-000123.',
      );
      expect(part).toContain('Factura electrónica de venta SETP990000001');
      expect(part).toContain('22 de noviembre de 2026, 7:05 a. m. (hora de Colombia)');
      expect(part).toContain('$ 341.700');
      expect(part).toContain(CUFE);
      expect(part).toContain('SETP990000001.xml');
      expect(part).toContain('SETP990000001.pdf');
    }
    expect(mail.text).toContain('Total pagado: $ 341.700');
    expect(mail.text).toContain(`CUFE: ${CUFE}`);
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain('Total pagado: <strong>$ 341.700</strong>');
    expect(mail.text).toContain('https://fornido.co/');
  });

  it('carries the AttachedDocument as XML and the PDF, named by the number', () => {
    expect(mail.attachments?.map((a) => [a.filename, a.contentType])).toEqual([
      ['SETP990000001.xml', 'application/xml'],
      ['SETP990000001.pdf', 'application/pdf'],
    ]);
    expect(new TextDecoder().decode(mail.attachments?.[0].content)).toBe(XML);
    expect(mail.attachments?.[1].content).toEqual(PDF);
  });

  it('escapes what a shopper typed into the HTML part', () => {
    const draft = anInvoiceDraft();
    const sneaky = invoiceMail({
      draft: { ...draft, buyer: { ...draft.buyer, name: '<img src=x onerror=alert(1)> Ana' } },
      code: CUFE,
      attachedXml: XML,
      pdf: PDF,
      storeUrl,
    });
    expect(sneaky.html).not.toContain('<img src=x');
    expect(sneaky.html).toContain('&lt;img');
  });
});

describe('the mail of an accepted credit note', () => {
  const mail = invoiceMail({ draft: aCreditNoteDraft(CUFE), code: CUDE, attachedXml: XML, pdf: PDF, storeUrl });

  it('names the note, the invoice it corrects, its value and its CUDE', () => {
    expect(mail.template).toBe('credit-note-issued');
    expect(mail.subject).toBe('Tu nota crédito NC1 — pedido FO-2026-000123');
    expect(mail.text).toContain(
      'La DIAN validó la nota crédito electrónica NC1 de tu pedido FO-2026-000123, que corrige la factura SETP990000001',
    );
    expect(mail.text).toContain('Valor de la nota: $ 129.900');
    expect(mail.text).toContain(`CUDE: ${CUDE}`);
    expect(mail.attachments?.map((a) => a.filename)).toEqual(['NC1.xml', 'NC1.pdf']);
  });
});
