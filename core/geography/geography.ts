import { err, ok, type Result } from '../shared/result';
import { DIVIPOLA } from './geography-data';

export type Department = { readonly code: string; readonly name: string };
export type Municipality = { readonly code: string; readonly name: string; readonly departmentCode: string };

/** Zones of the embedded shipping quoter, from origin Bogotá. */
export type ShippingZone = 'same-city' | 'main-city' | 'rest' | 'special';

export type GeographyError = {
  readonly kind: 'unknown-department' | 'unknown-municipality';
  readonly message: string;
};

const BOGOTA = '11001';
const BOGOTA_DEPARTMENT = '11';

/** Capitals served by national carriers daily, and the municipalities of their metropolitan areas. */
const MAIN_CITIES: ReadonlySet<string> = new Set([
  '05001',
  '05088',
  '05266',
  '05360',
  '05631',
  '05380',
  '05212', // Medellín, Bello, Envigado, Itagüí, Sabaneta, La Estrella, Copacabana
  '76001',
  '76364',
  '76892',
  '76520', // Cali, Jamundí, Yumbo, Palmira
  '08001',
  '08758',
  '08433',
  '08573', // Barranquilla, Soledad, Malambo, Puerto Colombia
  '13001', // Cartagena
  '68001',
  '68276',
  '68307',
  '68547', // Bucaramanga, Floridablanca, Girón, Piedecuesta
  '66001',
  '66170', // Pereira, Dosquebradas
  '17001', // Manizales
  '54001',
  '54874',
  '54405', // Cúcuta, Villa del Rosario, Los Patios
  '73001',
  '50001',
  '47001',
  '52001',
  '41001',
  '63001',
  '23001',
  '20001',
  '19001',
  '15001',
  '70001',
  // Ibagué, Villavicencio, Santa Marta, Pasto, Neiva, Armenia, Montería, Valledupar, Popayán, Tunja, Sincelejo
  '25754',
  '25175',
  '25126',
  '25286',
  '25430',
  '25473',
  '25899', // Soacha, Chía, Cajicá, Funza, Madrid, Mosquera, Zipaquirá
]);

/** Hard-to-reach departments (islands and the Amazon and Orinoco jungle): dearer shipping, no cash on delivery. */
const SPECIAL_DEPARTMENTS: ReadonlySet<string> = new Set(['88', '91', '94', '95', '97', '99']);

// Spanish order, accents and case ignored ("Chocó" before "Cundinamarca"), as a shopper scans a list.
const byName = (a: { readonly name: string }, b: { readonly name: string }) =>
  a.name.localeCompare(b.name, 'es', { sensitivity: 'base' });

const DEPARTMENTS: readonly Department[] = DIVIPOLA.map(({ code, name }) => ({ code, name }));

// Bogotá D.C. first (a third of the store's orders), then the rest by name.
const LISTED_DEPARTMENTS: readonly Department[] = [...DEPARTMENTS].sort(
  (a, b) => Number(b.code === BOGOTA_DEPARTMENT) - Number(a.code === BOGOTA_DEPARTMENT) || byName(a, b),
);

const MUNICIPALITIES: ReadonlyMap<string, Municipality> = new Map(
  DIVIPOLA.flatMap(({ code: departmentCode, municipalities }) =>
    municipalities.map(([code, name]) => [code, { code, name, departmentCode }] as const),
  ),
);

// A department's capital (DANE code ending in 001) first, then its other municipalities by name.
const isCapital = (m: Municipality) => m.code.endsWith('001');
const BY_DEPARTMENT: ReadonlyMap<string, readonly Municipality[]> = new Map(
  DEPARTMENTS.map((d) => [
    d.code,
    [...MUNICIPALITIES.values()]
      .filter((m) => m.departmentCode === d.code)
      .sort((a, b) => Number(isCapital(b)) - Number(isCapital(a)) || byName(a, b)),
  ]),
);

/** The 33 departments (Bogotá D.C. included) for the address form: Bogotá D.C. first, then by name in Spanish order. */
export const departments = (): readonly Department[] => LISTED_DEPARTMENTS;

/** The municipalities of a department, its capital first and then by name; empty for an unknown department code. */
export const municipalitiesOf = (departmentCode: string): readonly Municipality[] =>
  BY_DEPARTMENT.get(departmentCode) ?? [];

/** A municipality by its 5-digit DANE code. */
export const findMunicipality = (code: string): Municipality | undefined => MUNICIPALITIES.get(code);

/** Checks a shopper's department and city: both required, both known, and the city inside the department. */
export const parseDestination = (
  departmentCode: string,
  municipalityCode: string,
): Result<Municipality, GeographyError> => {
  if (!DEPARTMENTS.some((department) => department.code === departmentCode)) {
    return err({ kind: 'unknown-department', message: 'Elige el departamento de entrega.' });
  }
  const municipality = MUNICIPALITIES.get(municipalityCode);
  return municipality && municipality.departmentCode === departmentCode
    ? ok(municipality)
    : err({ kind: 'unknown-municipality', message: 'Elige una ciudad o municipio del departamento seleccionado.' });
};

/** The shipping zone of a municipality from origin Bogotá; throws for a code that is not in DIVIPOLA (check it first). */
export const shippingZoneOf = (municipalityCode: string): ShippingZone => {
  const municipality = MUNICIPALITIES.get(municipalityCode);
  if (!municipality) throw new RangeError(`Unknown DANE municipality code: ${municipalityCode}`);
  if (municipality.code === BOGOTA) return 'same-city';
  if (SPECIAL_DEPARTMENTS.has(municipality.departmentCode)) return 'special';
  return MAIN_CITIES.has(municipality.code) ? 'main-city' : 'rest';
};

/** Cash on delivery reaches every municipality except the special zones. */
export const hasCashOnDelivery = (municipalityCode: string): boolean => shippingZoneOf(municipalityCode) !== 'special';
