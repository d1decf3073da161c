import { SelectField } from '../../../components/forms/fields';
import type { BanksState } from './use-banks';

export type PersonType = 'natural' | 'juridica';

const PERSON_TYPES: readonly { readonly value: PersonType; readonly label: string }[] = [
  { value: 'natural', label: 'Persona natural' },
  { value: 'juridica', label: 'Persona jurídica (empresa)' },
];

type Props = {
  readonly banks: BanksState;
  readonly personType: PersonType;
  readonly onPersonType: (value: PersonType) => void;
  readonly bank: string;
  readonly onBank: (code: string) => void;
  readonly errors: { readonly bank?: string; readonly personType?: string };
  /** Prefix of the ids: the checkout's step and the order's page each have one form. */
  readonly idPrefix: string;
};

/** What PSE asks before sending the shopper to their bank: who pays (a person or a company) and from which bank. The
 * order's page and the checkout's payment step both show it. */
export function BankFields({ banks, personType, onPersonType, bank, onBank, errors, idPrefix }: Props) {
  const errorId = `${idPrefix}-personType-error`;
  return (
    <>
      <fieldset aria-describedby={errors.personType ? errorId : undefined}>
        <legend className="font-semibold">Tipo de persona</legend>
        <div className="mt-1 flex flex-wrap gap-x-6">
          {PERSON_TYPES.map((p) => (
            <label key={p.value} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={`${idPrefix}-personType`}
                value={p.value}
                checked={personType === p.value}
                onChange={() => onPersonType(p.value)}
                aria-invalid={errors.personType ? true : undefined}
                aria-describedby={errors.personType ? errorId : undefined}
                className="h-5 w-5 accent-brand"
              />
              {p.label}
            </label>
          ))}
        </div>
        {errors.personType && (
          <p id={errorId} className="mt-1 text-sm font-semibold text-brand-dark">
            {errors.personType}
          </p>
        )}
      </fieldset>
      <SelectField
        name="bank"
        idPrefix={idPrefix}
        label="Banco"
        prompt={banks.kind === 'loading' ? 'Cargando los bancos…' : 'Elige tu banco'}
        disabled={banks.kind !== 'ready'}
        value={bank}
        onChange={onBank}
        options={banks.kind === 'ready' ? banks.banks.map((b) => ({ value: b.code, label: b.name })) : []}
        error={errors.bank}
        hint="El banco donde tienes la cuenta de ahorros o corriente de la que sale el pago."
      />
    </>
  );
}
