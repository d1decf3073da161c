import { describe, expect, it } from 'vitest';
import { parseInstrument } from '../../../core/payments/instrument';

const CHOOSE = { ok: false, error: { instrument: 'Elige cómo quieres pagar.' } };

describe('reading how the shopper pays', () => {
  it('reads every kind of instrument as the payment step sends it', () => {
    expect(parseInstrument({ kind: 'wallet-push', phone: '+57 300 123 4567' })).toEqual({
      ok: true,
      value: { kind: 'wallet-push', phone: '3001234567' },
    });
    expect(parseInstrument({ kind: 'card', token: 'tok_test 4242-abc', installments: 36 })).toEqual({
      ok: true,
      value: { kind: 'card', token: 'tok_test 4242-abc', installments: 36 },
    });
    expect(parseInstrument({ kind: 'bank-transfer', bank: '1007', personType: 'juridica' })).toEqual({
      ok: true,
      value: { kind: 'bank-transfer', bank: '1007', personType: 'juridica' },
    });
    expect(parseInstrument({ kind: 'cash-voucher', network: 'efecty' })).toEqual({
      ok: true,
      value: { kind: 'cash-voucher', network: 'efecty' },
    });
    for (const kind of ['wallet-qr', 'pay-later', 'hosted-checkout'])
      expect(parseInstrument({ kind, extra: 'ignored' })).toEqual({ ok: true, value: { kind } });
  });

  it('asks for a Colombian mobile, in Spanish, for a push to a landline or a foreign number', () => {
    for (const phone of ['604 444 5555', '+1 415 555 0100', '300 123', undefined])
      expect(parseInstrument({ kind: 'wallet-push', phone })).toEqual({
        ok: false,
        error: { phone: 'Escribe un celular colombiano de 10 dígitos que empiece por 3 (ejemplo: 300 123 4567).' },
      });
  });

  it('refuses a card without a usable token or with instalments outside 1 to 36', () => {
    const card = { kind: 'card', token: 'tok_4242', installments: 1 };
    for (const token of ['', 'ab', '<script>', 'x'.repeat(201), 42])
      expect(parseInstrument({ ...card, token })).toEqual({
        ok: false,
        error: { card: 'Revisa los datos de la tarjeta.' },
      });
    for (const installments of [0, 37, 1.5, '3', undefined])
      expect(parseInstrument({ ...card, installments })).toEqual({
        ok: false,
        error: { installments: 'Elige entre 1 y 36 cuotas.' },
      });
  });

  it('asks for the bank, the person type and the cash network in Spanish', () => {
    expect(parseInstrument({ kind: 'bank-transfer', bank: '', personType: 'natural' })).toEqual({
      ok: false,
      error: { bank: 'Elige tu banco.' },
    });
    expect(parseInstrument({ kind: 'bank-transfer', bank: '1007', personType: 'empresa' })).toEqual({
      ok: false,
      error: { personType: 'Elige si eres persona natural o jurídica.' },
    });
    expect(parseInstrument({ kind: 'cash-voucher', network: 'Efecty 24h' })).toEqual({
      ok: false,
      error: { network: 'Elige dónde quieres pagar en efectivo.' },
    });
  });

  it('refuses an unknown kind, a name of Object.prototype, and anything that is not an object', () => {
    for (const raw of [{ kind: 'bitcoin' }, { kind: 'constructor' }, { kind: '__proto__' }, {}, null, 'card', 7, []])
      expect(parseInstrument(raw)).toEqual(CHOOSE);
  });
});
