import { RETURN_FIELDS as F } from '../../../contract/returns';
import { DOCUMENT_NAME, DOCUMENT_TYPES } from '../../../core/people/documents';
import { capitalized } from '../../../core/payments/payment-names';
import { SelectField, TextField } from '../../components/forms/fields';

/** The bank account a cash-on-delivery refund is transferred to, as typed. */
export type AccountValues = {
  readonly bank: string;
  readonly accountType: string;
  readonly accountNumber: string;
  readonly holderName: string;
  readonly documentType: string;
  readonly documentNumber: string;
};

export const EMPTY_ACCOUNT: AccountValues = {
  bank: '',
  accountType: '',
  accountNumber: '',
  holderName: '',
  documentType: 'CC',
  documentNumber: '',
};

const ACCOUNT_TYPES = [
  { value: 'ahorros', label: 'Ahorros' },
  { value: 'corriente', label: 'Corriente' },
];
const DOCUMENTS = DOCUMENT_TYPES.map((t) => ({ value: t, label: capitalized(DOCUMENT_NAME[t]) }));

/** The account's bank, type, number, and its holder's name and document. `hinted`: shown before the page's code runs,
 * when the form cannot yet hide them, with a note that they are for a transfer only. */
export function BankAccountFields({
  values,
  onChange,
  hinted,
}: {
  values: AccountValues;
  onChange: (values: AccountValues) => void;
  hinted: boolean;
}) {
  const set = (key: keyof AccountValues) => (value: string) => onChange({ ...values, [key]: value });
  const text = (
    key: keyof AccountValues,
    label: string,
    input: { inputMode?: 'numeric'; autoComplete?: string; maxLength: number; placeholder?: string },
  ) => (
    <TextField
      name={F[key]}
      idPrefix="devolucion"
      label={label}
      autoComplete="off"
      {...input}
      value={values[key]}
      onChange={set(key)}
    />
  );
  return (
    <fieldset className="space-y-3 rounded-lg border border-line p-3">
      <legend className="px-1 font-semibold">Cuenta para la transferencia</legend>
      {hinted && <p className="text-sm text-muted">Solo si quieres el dinero por transferencia bancaria.</p>}
      {text('bank', 'Banco', { placeholder: 'Bancolombia', maxLength: 80 })}
      <SelectField
        name={F.accountType}
        idPrefix="devolucion"
        label="Tipo de cuenta"
        prompt="Elige el tipo"
        options={ACCOUNT_TYPES}
        value={values.accountType}
        onChange={set('accountType')}
      />
      {text('accountNumber', 'Número de cuenta', { inputMode: 'numeric', maxLength: 24 })}
      {text('holderName', 'Nombre del titular', { autoComplete: 'name', maxLength: 120 })}
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          name={F.documentType}
          idPrefix="devolucion"
          label="Tipo de documento del titular"
          options={DOCUMENTS}
          value={values.documentType}
          onChange={set('documentType')}
        />
        {text('documentNumber', 'Número de documento del titular', { inputMode: 'numeric', maxLength: 15 })}
      </div>
    </fieldset>
  );
}
