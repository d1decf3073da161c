import type { InvoiceDraft, InvoiceLine, InvoiceNumbering } from '../../core/invoicing/invoice';
import { pesos } from '../../core/shared/money';
import { HABILITACION_NUMBERING } from '../../adapters/dian/settings';

/** The DIAN's habilitación numbering (prefix SETP, range 990000000–995000000, resolution 18760000001). */
export const testNumbering: InvoiceNumbering = HABILITACION_NUMBERING;

/** A line of `gross` pesos IVA included at `rate`, its base and IVA split as the core would. */
export const aLine = (code: string, description: string, quantity: number, gross: number, rate: 0 | 0.05 | 0.19) => {
  const base = Math.round(gross / (1 + rate));
  return {
    code,
    description,
    quantity,
    base: pesos(base),
    taxRate: rate,
    iva: pesos(gross - base),
    gross: pesos(gross),
  } satisfies InvoiceLine;
};

/** Sums a draft's lines into its taxes and totals, with a gift-credit `allowance`. */
const summed = (lines: readonly InvoiceLine[], allowance: number) => {
  const rates = [...new Set(lines.map((l) => l.taxRate))].sort();
  const total = (pick: (l: InvoiceLine) => number, of = lines) => of.reduce((s, l) => s + pick(l), 0);
  const base = total((l) => l.base);
  const iva = total((l) => l.iva);
  return {
    taxes: rates.map((rate) => {
      const at = lines.filter((l) => l.taxRate === rate);
      return { rate, base: pesos(total((l) => l.base, at)), iva: pesos(total((l) => l.iva, at)) };
    }),
    totals: {
      lines: pesos(base),
      taxed: pesos(
        total(
          (l) => l.base,
          lines.filter((l) => l.taxRate > 0),
        ),
      ),
      iva: pesos(iva),
      withTax: pesos(base + iva),
      allowance: pesos(allowance),
      payable: pesos(base + iva - allowance),
    },
  };
};

/** An invoice of order FO-2026-000123: two tubs of whey, a creatine at 5 %, the shipping, $ 20.000 of gift credit. */
export const anInvoiceDraft = (overrides: Partial<InvoiceDraft> = {}): InvoiceDraft => {
  const lines = overrides.lines ?? [
    aLine('ON-WHEY-5LB-CHOC', 'Gold Standard 100% Whey · 5 lb · Chocolate', 2, 259_800, 0.19),
    aLine('CREA-MONO-300G', 'Creatina monohidratada · 300 g · Sin sabor', 1, 89_900, 0.05),
    aLine('ENVIO', 'Envío estándar a Medellín', 1, 12_000, 0.19),
  ];
  const allowance = overrides.totals?.allowance ?? 20_000;
  return {
    kind: 'invoice',
    prefix: 'SETP',
    consecutive: 990000001,
    number: 'SETP990000001',
    issuedAt: new Date('2026-11-22T12:05:00Z'),
    orderNumber: 'FO-2026-000123',
    buyer: {
      idType: '13',
      idNumber: '1020304050',
      checkDigit: null,
      finalConsumer: false,
      name: 'Begoña Muñoz Ibáñez',
      email: 'begona@correo.co',
      phone: '3001234567',
      address: 'Carrera 43A # 9-21, apto 502',
      departmentCode: '05',
      departmentName: 'Antioquia',
      municipalityCode: '05001',
      municipalityName: 'Medellín',
    },
    paidOnDelivery: false,
    refersTo: null,
    ...summed(lines, allowance),
    ...overrides,
    lines,
  };
};

/** The credit note of a returned tub of whey from that invoice. */
export const aCreditNoteDraft = (invoiceCode: string): InvoiceDraft => {
  const lines = [aLine('ON-WHEY-5LB-CHOC', 'Gold Standard 100% Whey · 5 lb · Chocolate', 1, 129_900, 0.19)];
  return anInvoiceDraft({
    kind: 'credit-note',
    prefix: 'NC',
    consecutive: 1,
    number: 'NC1',
    issuedAt: new Date('2026-12-02T15:30:00Z'),
    lines,
    ...summed(lines, 0),
    refersTo: {
      number: 'SETP990000001',
      code: invoiceCode,
      issuedAt: new Date('2026-11-22T12:05:00Z'),
      concept: '1',
      reason: 'Devolución de un producto sin abrir.',
    },
  });
};
