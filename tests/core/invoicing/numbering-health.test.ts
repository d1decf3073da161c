import { describe, expect, it } from 'vitest';
import { numberingHealth } from '../../../core/invoicing/numbering-health';
import { aNumbering } from './invoicing-builders';

const TODAY = { year: 2026, month: 11, day: 25 };
const range = aNumbering({ prefix: 'FE', from: 1, to: 1_000, validTo: { year: 2027, month: 6, day: 30 } });
const used = (last: number | null, waiting = 0) => ({ used: last ?? 0, last, waiting });

describe('the numbering’s health', () => {
  it('says nothing while a tenth of the range and 30 days of validity are left', () => {
    expect(numberingHealth(range, used(null), TODAY)).toEqual([]);
    expect(numberingHealth(range, used(900), TODAY)).toEqual([]);
    expect(numberingHealth(range, used(1), { year: 2027, month: 5, day: 31 })).toEqual([]);
  });

  it('warns when under 10 % of the range is left, and when it is spent', () => {
    expect(numberingHealth(range, used(901), TODAY)).toEqual([
      {
        kind: 'range-low',
        message: 'Only 99 numbers of the range FE 1–1000 are left (under 10 %): ask the DIAN for a new range.',
        mensaje: 'Quedan 99 números del rango FE 1–1000 (menos del 10 %): solicita uno nuevo a la DIAN.',
      },
    ]);
    expect(numberingHealth(range, used(1_000), TODAY).map((w) => w.mensaje)).toEqual([
      'El rango autorizado FE 1–1000 se agotó: solicita uno nuevo a la DIAN.',
    ]);
  });

  it('warns when under 30 days of validity are left, and once it is over', () => {
    expect(numberingHealth(range, used(5), { year: 2027, month: 6, day: 1 })).toEqual([
      {
        kind: 'validity-ending',
        message: 'Resolution 18760000001 expires on 2027-06-30, in 29 days.',
        mensaje: 'La resolución 18760000001 vence el 30 de junio de 2027, en 29 días.',
      },
    ]);
    expect(numberingHealth(range, used(5), { year: 2027, month: 7, day: 1 }).map((w) => [w.kind, w.mensaje])).toEqual([
      ['validity-over', 'La resolución 18760000001 venció el 30 de junio de 2027: configura una nueva.'],
    ]);
  });

  it('tells how many sales wait for a range, with every other warning', () => {
    const warnings = numberingHealth(range, used(1_000, 1_200), { year: 2027, month: 7, day: 1 });
    expect(warnings.map((w) => w.kind)).toEqual(['range-spent', 'validity-over', 'waiting']);
    expect(warnings[2]).toMatchObject({
      message: '1200 sales wait for a range to be invoiced.',
      mensaje: '1.200 ventas esperan un rango para facturarse.',
    });
    expect(numberingHealth(range, used(3, 1), TODAY)[0].message).toBe('1 sale waits for a range to be invoiced.');
  });
});
