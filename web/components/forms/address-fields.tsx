import { useMemo } from 'react';
import { departments, municipalitiesOf } from '../../../core/geography/geography';
import { CitySearch } from './city-search';
import { SelectField, TextField } from './fields';

const DEPARTMENTS = departments().map((d) => ({ value: d.code, label: d.name }));

export type AddressPlace = {
  readonly line1: string;
  readonly line2: string;
  readonly departmentCode: string;
  readonly municipalityCode: string;
};

// A department with one municipality (Bogotá D.C.) has nothing to choose: it is chosen with the department.
const onlyMunicipality = (departmentCode: string): string => {
  const all = municipalitiesOf(departmentCode);
  return all.length === 1 ? all[0].code : '';
};

type Props = {
  readonly idPrefix: string;
  readonly values: AddressPlace;
  readonly errors: Readonly<Partial<Record<keyof AddressPlace, string>>>;
  /** What changed; a new department comes with the municipality emptied (or its only one chosen). */
  readonly onChange: (patch: Partial<AddressPlace>) => void;
};

/** Where a parcel goes: the street address and its extras, a search that finds the city by name, then the department
 * and one of its municipalities from DANE's list (DIVIPOLA), side by side from small tablets up. */
export function AddressFields({ idPrefix, values, errors, onChange }: Props) {
  const municipalities = useMemo(
    () => municipalitiesOf(values.departmentCode).map((m) => ({ value: m.code, label: m.name })),
    [values.departmentCode],
  );
  const line = (name: 'line1' | 'line2') => ({
    name,
    idPrefix,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => onChange({ [name]: value }),
  });
  return (
    <>
      <TextField
        {...line('line1')}
        label="Dirección"
        autoComplete="address-line1"
        placeholder="Calle 45 # 12-34"
        maxLength={120}
      />
      <TextField
        {...line('line2')}
        label="Apartamento, torre, oficina"
        autoComplete="address-line2"
        placeholder="Torre 2, apto 501"
        maxLength={120}
        required={false}
      />
      <CitySearch
        idPrefix={idPrefix}
        onPick={(city) => onChange({ departmentCode: city.departmentCode, municipalityCode: city.code })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="departmentCode"
          idPrefix={idPrefix}
          label="Departamento"
          prompt="Elige el departamento"
          options={DEPARTMENTS}
          value={values.departmentCode}
          onChange={(departmentCode) =>
            onChange({ departmentCode, municipalityCode: onlyMunicipality(departmentCode) })
          }
          error={errors.departmentCode}
        />
        <SelectField
          name="municipalityCode"
          idPrefix={idPrefix}
          label="Ciudad o municipio"
          prompt={values.departmentCode ? 'Elige la ciudad o municipio' : 'Primero elige el departamento'}
          options={municipalities}
          disabled={!values.departmentCode}
          value={values.municipalityCode}
          onChange={(municipalityCode) => onChange({ municipalityCode })}
          error={errors.municipalityCode}
        />
      </div>
    </>
  );
}
