import { describe, expect, it } from 'vitest';
import { cude, cufe, twoDecimals } from '../../../adapters/dian/cufe';

// The worked examples of section 11 of the Anexo Técnico de Factura Electrónica de Venta v1.9 (Resolución 000165 de
// 2023): the CUFE of invoice 323200000129 (pp. 656–657 of the PDF) and the CUDE of credit note 8110007871 (§11.4.3),
// inputs and results as the Anexo prints them. bit4bit/facho asserts the same figures (tests/test_fe_form.py,
// test_invoice_cufe and test_credit_note_cude).
describe('the CUFE and the CUDE of the Anexo Técnico', () => {
  const invoice = {
    number: '323200000129',
    date: '2019-01-16',
    time: '10:53:10-05:00',
    lines: '1500000.00',
    iva: '285000.00',
    inc: '0.00',
    ica: '0.00',
    payable: '1785000.00',
    issuerNit: '700085371',
    buyerId: '800199436',
    environment: '1',
  } as const;

  it("gives the invoice example's CUFE from its technical key", () => {
    expect(cufe({ ...invoice, technicalKey: '693ff6f2a553c3646a063436fd4dd9ded0311471' })).toBe(
      '8bb918b19ba22a694f1da11c643b5e9de39adf60311cf179179e9b33381030bcd4c3c3f156c506ed5908f9276f5bd9b4',
    );
  });

  it("gives the credit note example's CUDE from the software PIN", () => {
    const note = {
      number: '8110007871',
      date: '2019-01-12',
      time: '07:00:00-05:00',
      lines: '5000.00',
      iva: '950.00',
      inc: '0.00',
      ica: '0.00',
      payable: '5950.00',
      issuerNit: '900373076',
      buyerId: '8355990',
      environment: '1',
    } as const;
    expect(cude({ ...note, pin: '12301' })).toBe(
      '907e4444decc9e59c160a2fb3b6659b33dc5b632a5008922b9a62f83f757b1c448e47f5867f2b50dbdb96f48c7681168',
    );
  });

  it('changes with any field, the key and the environment', () => {
    const key = { technicalKey: '693ff6f2a553c3646a063436fd4dd9ded0311471' };
    const base = cufe({ ...invoice, ...key });
    expect(cufe({ ...invoice, ...key, payable: '1785000.01' })).not.toBe(base);
    expect(cufe({ ...invoice, technicalKey: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c' })).not.toBe(base);
    expect(cufe({ ...invoice, ...key, environment: '2' })).not.toBe(base);
  });

  it('reads amounts back with two decimals, truncated as the Anexo asks', () => {
    expect(twoDecimals('129900.00')).toBe('129900.00');
    expect(twoDecimals('129900')).toBe('129900.00');
    expect(twoDecimals('1234567.895')).toBe('1234567.89');
    expect(twoDecimals(null)).toBe('0.00');
  });
});
