import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findCities } from '../../../core/geography/find-city';
import { departments, municipalitiesOf } from '../../../core/geography/geography';
import { RUNS } from '../support/runs';

const first = (typed: string) => findCities(typed)[0]?.name;

describe('finding a city by what the shopper types', () => {
  it.each([
    ['Cali', 'Santiago de Cali'],
    ['cali', 'Santiago de Cali'],
    ['Cartagena', 'Cartagena de Indias'],
    ['bogota', 'Bogotá D.C.'],
    ['Bogotá', 'Bogotá D.C.'],
    ['medellin', 'Medellín'],
    ['  MEDELLÍN ', 'Medellín'],
    ['Cucuta', 'San José de Cúcuta'],
  ])('"%s" finds %s first', (typed, name) => {
    expect(first(typed)).toBe(name);
  });

  it('names the department beside each city, to tell namesakes apart', () => {
    const armenias = findCities('Armenia').map((c) => `${c.name}, ${c.departmentName}`);
    expect(armenias).toEqual(expect.arrayContaining(['Armenia, Quindío', 'Armenia, Antioquia']));
    expect(armenias[0]).toBe('Armenia, Quindío');
  });

  it('finds nothing for under two letters or a name that is nowhere', () => {
    expect(findCities('')).toEqual([]);
    expect(findCities('c')).toEqual([]);
    expect(findCities('Caracas')).toEqual([]);
  });

  it('finds every municipality by its own name, accents or not, among at most 8 answers', () => {
    const all = departments().flatMap((d) => municipalitiesOf(d.code));
    fc.assert(
      fc.property(fc.constantFrom(...all), fc.boolean(), (city, plain) => {
        const typed = plain ? city.name.normalize('NFD').replace(/\p{M}/gu, '') : city.name.toUpperCase();
        const found = findCities(typed);
        expect(found.length).toBeLessThanOrEqual(8);
        expect(found.map((c) => c.code)).toContain(city.code);
      }),
      RUNS,
    );
  });
});
