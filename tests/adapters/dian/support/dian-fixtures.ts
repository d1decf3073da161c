import type { InvoiceBuyer, InvoiceDraft, InvoiceLine } from '../../../../core/invoicing/invoice';
import { pesos } from '../../../../core/shared/money';
import type { DianContext } from '../../../../adapters/dian/issuer-party';
import { HABILITACION_NUMBERING } from '../../../../adapters/dian/settings';

/** The DIAN's habilitación numbering: prefix SETP, 990000000–995000000, resolution 18760000001, 2019-01-19 to 2030-01-19. */
export const habilitacion: DianContext = {
  environment: 'test',
  issuer: {
    nit: '901234567',
    checkDigit: 0,
    legalName: 'Fornido S.A.S.',
    address: 'Calle 80 # 11-42',
    municipalityCode: '11001',
    municipalityName: 'Bogotá, D.C.',
    departmentCode: '11',
    departmentName: 'Bogotá',
    email: 'facturacion@fornido.co',
    phone: '6015550100',
  },
  softwareId: '56f2ae4e-9812-4fad-9255-08fcfcd5ccb0',
  pin: '12345',
  technicalKey: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c',
  numbering: HABILITACION_NUMBERING,
};

export const aBuyer = (overrides: Partial<InvoiceBuyer> = {}): InvoiceBuyer => ({
  idType: '13',
  idNumber: '1020304050',
  checkDigit: null,
  finalConsumer: false,
  name: 'Ana María Pérez',
  email: 'ana@example.co',
  phone: '3001234567',
  address: 'Carrera 7 # 45-10 apto 301',
  departmentCode: '05',
  departmentName: 'Antioquia',
  municipalityCode: '05001',
  municipalityName: 'Medellín',
  ...overrides,
});

/** A line from what the shopper paid for it (gross) at a rate: the base and IVA split as the core does. */
export const aLine = (code: string, quantity: number, gross: number, taxRate: InvoiceLine['taxRate']): InvoiceLine => {
  const base = Math.round(gross / (1 + taxRate));
  return {
    code,
    description: `Producto ${code}`,
    quantity,
    base: pesos(base),
    taxRate,
    iva: pesos(gross - base),
    gross: pesos(gross),
  };
};

/** A draft whose taxes and totals add up from its lines, with an optional gift-credit allowance. */
export const aDraft = (
  lines: readonly InvoiceLine[],
  overrides: Partial<Omit<InvoiceDraft, 'lines' | 'taxes' | 'totals'>> & { readonly allowance?: number } = {},
): InvoiceDraft => {
  const { allowance = 0, ...rest } = overrides;
  const rates = [...new Set(lines.map((l) => l.taxRate))].sort();
  const sum = (ls: readonly InvoiceLine[], f: (l: InvoiceLine) => number) => ls.reduce((t, l) => t + f(l), 0);
  const taxes = rates.map((rate) => {
    const of = lines.filter((l) => l.taxRate === rate);
    return { rate, base: pesos(sum(of, (l) => l.base)), iva: pesos(sum(of, (l) => l.iva)) };
  });
  const linesTotal = sum(lines, (l) => l.base);
  const iva = sum(lines, (l) => l.iva);
  const withTax = linesTotal + iva;
  return {
    kind: 'invoice',
    prefix: 'SETP',
    consecutive: 990000001,
    number: 'SETP990000001',
    issuedAt: new Date('2026-11-29T15:30:00Z'),
    orderNumber: 'FOR-10042',
    buyer: aBuyer(),
    lines,
    taxes,
    totals: {
      lines: pesos(linesTotal),
      taxed: pesos(
        sum(
          lines.filter((l) => l.taxRate > 0),
          (l) => l.base,
        ),
      ),
      iva: pesos(iva),
      withTax: pesos(withTax),
      allowance: pesos(allowance),
      payable: pesos(withTax - allowance),
    },
    paidOnDelivery: false,
    refersTo: null,
    ...rest,
  };
};

/** A credit note for part of an invoice: its own prefix and consecutive, the invoice it refers to. */
export const aCreditNote = (lines: readonly InvoiceLine[], invoiceCode: string): InvoiceDraft =>
  aDraft(lines, {
    kind: 'credit-note',
    prefix: 'NC',
    consecutive: 1,
    number: 'NC1',
    issuedAt: new Date('2026-12-03T20:05:00Z'),
    refersTo: {
      number: 'SETP990000001',
      code: invoiceCode,
      issuedAt: new Date('2026-11-29T15:30:00Z'),
      concept: '1',
      reason: 'Devolución de parte de los bienes',
    },
  });
