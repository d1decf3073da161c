import { describe, expect, it } from 'vitest';
import { returnRefusalText, type ReturnRefusal } from '../../../web/admin/return-refusals';

const said = (f: ReturnRefusal) => returnRefusalText(f);

describe("the returns API's refusals, as the console says them in Spanish", () => {
  it('says each kind the returns endpoints answer in Spanish, never the English the CLI reads', () => {
    const kinds: ReturnRefusal[] = [
      { kind: 'forbidden', message: 'Tu rol no permite esta acción.', permission: 'payments.refund' },
      { kind: 'return-not-found', message: 'No return FO-2026-000042-D9.' },
      { kind: 'picture-not-found', message: 'Return FO-2026-000042-D1 has no picture x.' },
      {
        kind: 'invalid-transition',
        message: 'Return FO-2026-000042-D1 is approved (aprobada): it cannot be rejected.',
      },
      { kind: 'refund-needs-reference', message: 'The shopper asked for a bank transfer: make it, then record it.' },
      { kind: 'nothing-to-refund', message: 'This return gives nothing back.' },
      { kind: 'refund-exceeds-paid', message: "At most $ 59.900 of the order's products is left to refund." },
      { kind: 'refused', code: 'insufficient_amount', message: 'mercadopago refused: insufficient amount' },
      { kind: 'provider-error', message: 'mercadopago did not answer the refund: timeout' },
      { kind: 'moved', message: 'Return FO-2026-000042-D1 or its order changed meanwhile: look at it again.' },
    ];
    const texts = kinds.map(said);
    for (const [i, text] of texts.entries()) {
      expect(text).not.toBe(kinds[i].message);
      expect(text).not.toMatch(/\b(the|return|order|refund)\b/i);
    }
    expect(new Set(texts).size).toBe(kinds.length);
    expect(said(kinds[2])).toBe('Esa foto no existe en esta devolución.');
    expect(said(kinds[6])).toBe(
      'Es más de lo que queda por devolver del pedido: como máximo $ 59.900 de sus productos.',
    );
    expect(said(kinds[7])).toBe(
      'El proveedor rechazó el reembolso (código insufficient_amount): no se devolvió dinero.',
    );
  });

  it("says a field the use case named in English in Spanish, and keeps the request parser's Spanish", () => {
    expect(
      said({
        kind: 'invalid-input',
        message: 'Write the return shipping instructions the shopper reads (5 to 2,000 characters).',
        fields: { instructions: 'Write the return shipping instructions the shopper reads (5 to 2,000 characters).' },
      }),
    ).toBe('Escribe las instrucciones para devolver los productos (de 5 a 2.000 caracteres).');
    expect(
      said({
        kind: 'invalid-input',
        message: 'Say where the units of ON-OPM-150TAB go: on sale or damaged.',
        fields: { lines: 'Say where the units of ON-OPM-150TAB go: on sale or damaged.' },
      }),
    ).toBe('Elige para cada producto si vuelve a la venta o queda averiado.');
    expect(said({ kind: 'invalid-input', message: 'x', fields: { text: 'Escribe el motivo del rechazo.' } })).toBe(
      'Escribe el motivo del rechazo.',
    );
    // A goodwill refund of an order that does not exist names no field.
    expect(said({ kind: 'invalid-input', message: 'No order FO-2026-000999.', fields: {} })).toBe(
      'Ese pedido no existe.',
    );
  });

  it("keeps the edge's own Spanish (no answer, a failure of ours)", () => {
    const offline = 'No hay conexión. Revisa tu internet e inténtalo de nuevo.';
    expect(said({ kind: 'network', message: offline })).toBe(offline);
  });
});
