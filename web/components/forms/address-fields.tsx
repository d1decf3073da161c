import { PHONE_MASK } from '../../lib/input-mask';
import { CitySearch } from './city-search';
import { TextField } from './fields';
import { MaskedField } from './masked-input';
import { PlaceFields, type Place } from './place-fields';

/** Where a parcel goes, as an address form holds it: the street address, the place (DANE codes) and the courier's
 * instructions. */
export type AddressPlace = Place & {
  readonly line1: string;
  readonly line2: string;
  readonly notes: string;
};

type Field = keyof AddressPlace | 'phone';

type Props = {
  readonly idPrefix: string;
  readonly values: AddressPlace & { readonly phone?: string };
  readonly errors: Readonly<Partial<Record<Field, string>>>;
  /** What changed; a new department comes with the municipality emptied (or its only one chosen). */
  readonly onChange: (patch: Partial<AddressPlace & { readonly phone: string }>) => void;
  /** The label of the mobile of whoever receives, asked before the instructions; none where the buyer's own is used
   * (checkout). */
  readonly phoneLabel?: string;
};

/** Where a parcel goes: the street address and its extras, a search that finds the city by name, then the department
 * and one of its municipalities from DANE's list (DIVIPOLA), the receiver's mobile where the form asks it, and the
 * instructions for the courier: the one set of address fields of the account's addresses and of checkout. */
export function AddressFields({ idPrefix, values, errors, onChange, phoneLabel }: Props) {
  const field = <F extends Field>(name: F) => ({
    name,
    idPrefix,
    value: values[name] ?? '',
    error: errors[name],
    onChange: (value: string) => onChange({ [name]: value }),
  });
  return (
    <>
      <TextField
        {...field('line1')}
        label="Dirección"
        autoComplete="address-line1"
        placeholder="Calle 45 # 12-34"
        maxLength={120}
      />
      <TextField
        {...field('line2')}
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
      <PlaceFields
        idPrefix={idPrefix}
        values={values}
        errors={errors}
        onChange={onChange}
        cityPrompt="Elige la ciudad o municipio"
      />
      {phoneLabel && (
        <MaskedField
          {...field('phone')}
          mask={PHONE_MASK}
          label={phoneLabel}
          type="tel"
          autoComplete="tel-national"
          placeholder="300 123 4567"
        />
      )}
      <TextField
        {...field('notes')}
        label="Indicaciones para la entrega"
        autoComplete="off"
        placeholder="Dejar en portería"
        maxLength={200}
        required={false}
      />
    </>
  );
}
