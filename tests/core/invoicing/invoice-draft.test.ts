import { describe, expect, it } from 'vitest';
import { invoiceDraftOf, isReplacementOrder } from '../../../core/invoicing/invoice-draft';
import { pesos } from '../../../core/shared/money';
import { anOrder, anOrderLine } from '../../builders/orders';
import { NUMBERED } from './invoicing-builders';

describe('the invoice of an order', () => {
  it('states each product as the checkout split it, the shipping as an untaxed line, and the order’s total payable', () => {
    const draft = invoiceDraftOf(anOrder(), NUMBERED);
    expect(draft).toMatchObject({ kind: 'invoice', number: 'SETP990000001', issuedAt: NUMBERED.issuedAt });
    expect(draft).toMatchObject({ orderNumber: 'FO-2026-000123', paidOnDelivery: false, refersTo: null });
    expect(draft.lines).toEqual([
      {
        code: 'GSW-2LB-CHOC',
        description: 'Gold Standard 100% Whey, Chocolate, 2 lb',
        quantity: 1,
        base: 184_790,
        taxRate: 0.19,
        iva: 35_110,
        gross: 219_900,
      },
      {
        code: 'CMM-300G',
        description: 'Creatina Monohidratada Micronizada, 300 g',
        quantity: 2,
        base: 134_286,
        taxRate: 0.19,
        iva: 25_514,
        gross: 159_800,
      },
      { code: 'ENVIO', description: 'Envío', quantity: 1, base: 14_500, taxRate: 0, iva: 0, gross: 14_500 },
    ]);
    expect(draft.taxes).toEqual([{ rate: 0.19, base: 319_076, iva: 60_624 }]);
    expect(draft.totals).toEqual({
      lines: 333_576,
      taxed: 319_076,
      iva: 60_624,
      withTax: 394_200,
      allowance: 0,
      payable: 394_200,
    });
  });

  it('adds the cash-on-delivery surcharge as its own line and the gift credit as the allowance', () => {
    const order = anOrder({ paymentMethod: 'cash-on-delivery', giftCredit: 50_000 });
    const draft = invoiceDraftOf(order, NUMBERED);
    expect(draft.lines.slice(2).map((l) => [l.code, l.gross, l.iva])).toEqual([
      ['ENVIO', 14_500, 0],
      ['RECARGO-CONTRAENTREGA', 17_210, 0],
    ]);
    expect(draft.totals).toMatchObject({ withTax: 411_410, allowance: 50_000, payable: 361_410 });
    expect(draft.totals.payable).toBe(order.totals.total);
    expect(draft.paidOnDelivery).toBe(true);
  });

  it('leaves out a free shipping and keeps a product without IVA out of the taxed base', () => {
    const lines = [
      anOrderLine({ unitPrice: pesos(4_000_000) }),
      anOrderLine({ sku: 'AVENA', taxRate: 0, unitPrice: pesos(20_000) }),
    ];
    const draft = invoiceDraftOf(anOrder({ lines }), NUMBERED);
    expect(draft.lines.map((l) => l.code)).toEqual(['GSW-2LB-CHOC', 'AVENA']);
    expect(draft.taxes).toEqual([{ rate: 0.19, base: 3_361_345, iva: 638_655 }]);
    expect(draft.totals).toMatchObject({ lines: 3_381_345, taxed: 3_361_345, payable: 4_020_000 });
  });

  it('names the buyer by the DIAN’s document codes, a NIT with its check digit', () => {
    const buyerOf = (documentType: 'CC' | 'CE' | 'NIT' | 'TI' | 'PP' | 'PPT', documentNumber: string) =>
      invoiceDraftOf(anOrder({ buyer: { documentType, documentNumber } }), NUMBERED).buyer;
    expect(buyerOf('NIT', '900123456')).toMatchObject({ idType: '31', idNumber: '900123456', checkDigit: 8 });
    expect(
      (['CC', 'CE', 'TI', 'PP', 'PPT'] as const).map((t) => [
        t,
        buyerOf(t, '1020304050').idType,
        buyerOf(t, '1020304050').checkDigit,
      ]),
    ).toEqual([
      ['CC', '13', null],
      ['CE', '22', null],
      ['TI', '12', null],
      ['PP', '41', null],
      ['PPT', '48', null],
    ]);
    expect(buyerOf('CC', '1020304050')).toMatchObject({
      name: 'Camila Rodríguez',
      finalConsumer: false,
      address: 'Calle 45 # 12-34, Apto 501',
      municipalityCode: '05001',
      departmentCode: '05',
    });
  });

  it('invoices a buyer who gave no document as consumidor final, still reaching them by mail', () => {
    const buyer = invoiceDraftOf(anOrder({ buyer: { documentNumber: ' ' } }), NUMBERED).buyer;
    expect(buyer).toMatchObject({ idType: '13', idNumber: '222222222222', finalConsumer: true, checkDigit: null });
    expect(buyer).toMatchObject({ name: 'Consumidor final', email: 'camila@correo.co' });
  });

  it('tells an exchange’s $ 0 replacement from an order its gift credit paid whole', () => {
    const free = anOrderLine({ unitPrice: pesos(0) });
    expect(isReplacementOrder(anOrder({ lines: [free], shipping: { quote: pesos(0) } }))).toBe(true);
    const paidWithCredit = anOrder({ giftCredit: 379_700, shipping: { quote: pesos(0) } });
    expect(paidWithCredit.totals.total).toBe(0);
    expect(isReplacementOrder(paidWithCredit)).toBe(false);
    expect(invoiceDraftOf(paidWithCredit, NUMBERED).totals).toMatchObject({ allowance: 379_700, payable: 0 });
  });
});
