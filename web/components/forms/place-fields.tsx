import { useMemo } from 'react';
import { departments, municipalitiesOf } from '../../../core/geography/geography';
import { useHydrated } from '../../lib/use-hydrated';
import { SelectField } from './fields';

const DEPARTMENTS = departments().map((d) => ({ value: d.code, label: d.name }));
const cities = (departmentCode: string) =>
  municipalitiesOf(departmentCode).map((m) => ({ value: m.code, label: m.name }));
// Every municipality under its department: the choice before the page's JavaScript runs, or without it.
const ALL_CITIES = DEPARTMENTS.map((d) => ({ label: d.label, options: cities(d.value) }));

/** A place in Colombia as a form holds it: DANE codes, empty until chosen. */
export type Place = { readonly departmentCode: string; readonly municipalityCode: string };

/** The place once a department is chosen: its city still to choose, or, where the page runs its JavaScript, a department
 * with one municipality (Bogotá D.C.) comes with it chosen, as there is nothing to choose; a form sent without the
 * script leaves the list as the shopper sees it. */
export const departmentChosen = (departmentCode: string, worksWithoutScript: boolean): Place => {
  const all = municipalitiesOf(departmentCode);
  return { departmentCode, municipalityCode: all.length === 1 && !worksWithoutScript ? all[0].code : '' };
};

type Props = {
  readonly idPrefix: string;
  readonly values: Place;
  readonly errors: Readonly<Partial<Record<keyof Place, string>>>;
  /** What changed; a new department comes with the municipality emptied (or, in a form that needs the page's
   * JavaScript, its only one chosen). */
  readonly onChange: (patch: Partial<Place>) => void;
  /** The first choice of the city list once a department is chosen. */
  readonly cityPrompt: string;
  /** The browser sends the form itself before or without JavaScript (the franchise form): both choices are required,
   * and until the page runs the city list holds every municipality, grouped by department. */
  readonly worksWithoutScript?: boolean;
};

/** The department, then one of its municipalities, from DANE's list (DIVIPOLA), side by side from small tablets up:
 * the one way every form of the store asks where. */
export function PlaceFields({ idPrefix, values, errors, onChange, cityPrompt, worksWithoutScript = false }: Props) {
  const hydrated = useHydrated();
  const own = useMemo(() => cities(values.departmentCode), [values.departmentCode]);
  const listsAll = worksWithoutScript && !hydrated;
  const waiting = values.departmentCode === '' && !listsAll;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        name="departmentCode"
        idPrefix={idPrefix}
        label="Departamento"
        prompt="Elige el departamento"
        options={DEPARTMENTS}
        required={worksWithoutScript || undefined}
        value={values.departmentCode}
        onChange={(departmentCode) => onChange(departmentChosen(departmentCode, worksWithoutScript))}
        error={errors.departmentCode}
      />
      <SelectField
        name="municipalityCode"
        idPrefix={idPrefix}
        label="Ciudad o municipio"
        prompt={waiting ? 'Primero elige el departamento' : cityPrompt}
        options={listsAll ? [] : own}
        groups={listsAll ? ALL_CITIES : undefined}
        required={worksWithoutScript || undefined}
        disabled={waiting}
        value={values.municipalityCode}
        onChange={(municipalityCode) => onChange({ municipalityCode })}
        error={errors.municipalityCode}
      />
    </div>
  );
}
