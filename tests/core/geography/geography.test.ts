import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  departments,
  findMunicipality,
  hasCashOnDelivery,
  municipalitiesOf,
  parseDestination,
  shippingZoneOf,
} from '../../../core/geography/geography';
import { RUNS } from '../support/runs';

const ALL = departments().flatMap((department) => municipalitiesOf(department.code));
const SPECIAL_DEPARTMENTS = ['San Andrés y Providencia', 'Amazonas', 'Guainía', 'Guaviare', 'Vaupés', 'Vichada'];

describe('geography (DANE DIVIPOLA)', () => {
  it('holds the 33 departments and 1 122 municipalities of the source', () => {
    expect(departments()).toHaveLength(33);
    expect(ALL).toHaveLength(1_122);
    expect(new Set(ALL.map((municipality) => municipality.code)).size).toBe(1_122);
  });

  it('lists Bogotá D.C. first, then the departments by name in Spanish order, and each capital first', () => {
    const names = departments().map((d) => d.name);
    expect(names.slice(0, 4)).toEqual(['Bogotá D.C.', 'Amazonas', 'Antioquia', 'Arauca']);
    expect(names.indexOf('Chocó')).toBeLessThan(names.indexOf('Cundinamarca'));
    const rest = names.slice(1);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' })));
    for (const department of departments()) {
      const [capital, ...others] = municipalitiesOf(department.code).map((m) => m.name);
      expect(capital).toBeDefined();
      expect(others).toEqual([...others].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' })));
    }
    expect(municipalitiesOf('76')[0].name).toBe('Santiago de Cali');
  });

  it('every municipality has a 5-digit code starting with its department, and is found by it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ALL), (municipality) => {
        expect(municipality.code).toMatch(/^\d{5}$/);
        expect(municipality.code.startsWith(municipality.departmentCode)).toBe(true);
        expect(findMunicipality(municipality.code)).toEqual(municipality);
        expect(parseDestination(municipality.departmentCode, municipality.code)).toEqual({
          ok: true,
          value: municipality,
        });
      }),
      RUNS,
    );
  });

  it('cash on delivery covers exactly the municipalities outside the special zones', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ALL), (municipality) => {
        const special = SPECIAL_DEPARTMENTS.includes(
          departments().find((d) => d.code === municipality.departmentCode)!.name,
        );
        expect(shippingZoneOf(municipality.code) === 'special').toBe(special);
        expect(hasCashOnDelivery(municipality.code)).toBe(!special);
      }),
      RUNS,
    );
  });

  it('puts Bogotá in the same city, capitals and their metro areas in main cities, the rest in rest', () => {
    expect(shippingZoneOf('11001')).toBe('same-city');
    for (const code of ['05001', '76001', '08001', '13001', '68001', '66001', '25754', '05088', '68276', '66170']) {
      expect([code, shippingZoneOf(code)]).toEqual([code, 'main-city']);
    }
    expect(shippingZoneOf('05002')).toBe('rest'); // Abejorral
    expect(shippingZoneOf('88001')).toBe('special'); // San Andrés
    expect(shippingZoneOf('91001')).toBe('special'); // Leticia
    expect(
      ALL.filter((municipality) => shippingZoneOf(municipality.code) === 'main-city').length,
    ).toBeGreaterThanOrEqual(28);
  });

  it('refuses a city outside the chosen department, and unknown codes, in Spanish', () => {
    expect(parseDestination('05', '11001')).toMatchObject({ ok: false, error: { kind: 'unknown-municipality' } });
    expect(parseDestination('00', '11001')).toMatchObject({ ok: false, error: { kind: 'unknown-department' } });
    expect(findMunicipality('99999')).toBeUndefined();
    expect(() => shippingZoneOf('99999')).toThrow(RangeError);
  });

  it('keeps the names with their accents', () => {
    expect(findMunicipality('05360')?.name).toBe('Itagüí');
    expect(municipalitiesOf('11')).toEqual([{ code: '11001', name: 'Bogotá D.C.', departmentCode: '11' }]);
  });
});
