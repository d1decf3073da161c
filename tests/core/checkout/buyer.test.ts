import { describe, expect, it } from 'vitest';
import { parseBuyer, type BuyerInput } from '../../../core/checkout/buyer';

const buyer = (over: Partial<BuyerInput> = {}): BuyerInput => ({
  name: 'Laura Gómez',
  email: 'laura@example.co',
  documentType: 'CC',
  documentNumber: '1020304050',
  phone: '3001234567',
  line1: 'Calle 10 # 43-20',
  line2: 'Apto 301',
  departmentCode: '05',
  municipalityCode: '05001',
  notes: 'Dejar en portería',
  consent: true,
  ...over,
});

describe("the buyer's delivery notes and address complement", () => {
  it('are taken as typed', () => {
    const parsed = parseBuyer(buyer());
    expect(parsed.ok && parsed.value.address).toEqual({
      line1: 'Calle 10 # 43-20',
      line2: 'Apto 301',
      notes: 'Dejar en portería',
    });
  });

  // What an operator reads of an order (fornido orders show, the carrier's label) must read as the shopper wrote it.
  it('refuse a right-to-left override, a C1 control or an escape, naming the field in Spanish', () => {
    for (const notes of ['Dejar en \u202Eaíreteroq', 'Timbre \u009b31m', 'Casa \u001b[2J', 'Apto \u2066 2']) {
      const parsed = parseBuyer(buyer({ notes, line2: notes }));
      expect(parsed.ok ? null : parsed.error.fields, notes).toEqual({
        notes: 'Las indicaciones para la entrega tiene caracteres que no podemos usar.',
        line2: 'El complemento de la dirección tiene caracteres que no podemos usar.',
      });
    }
  });
});
