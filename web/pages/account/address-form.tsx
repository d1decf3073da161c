import { CheckboxField, TextField } from '../../components/forms/fields';
import { FormAlert, SubmitButton } from '../../components/forms/form-parts';
import { MaskedField } from '../../components/forms/masked-input';
import { AddressFields, type AddressPlace } from '../../components/forms/address-fields';
import { useForm } from '../../components/forms/use-form';
import type { AddressInput, AddressView, AccountView } from '../../../contract/account';
import { accountEditEndpoints } from '../../../contract/account-edits';
import { httpApi } from '../../lib/http-api';
import { addressForm } from '../../../contract/forms/address-form';
import { PHONE_MASK } from '../../lib/input-mask';
import { setAccount } from '../../state/account';

const EMPTY: AddressInput = {
  label: '',
  recipient: '',
  line1: '',
  line2: '',
  departmentCode: '',
  municipalityCode: '',
  phone: '',
  notes: '',
  isDefault: false,
};

const inputOf = (a: AddressView): AddressInput => {
  const { label, recipient, line1, line2, departmentCode, municipalityCode, phone, notes, isDefault } = a;
  return { label, recipient, line1, line2, departmentCode, municipalityCode, phone, notes, isDefault };
};

/** Adds a delivery address, or edits a saved one: department, then one of its municipalities, from DANE's list. */
export function AddressForm({ editing, onDone }: { editing: AddressView | null; onDone: () => void }) {
  const form = useForm<AddressInput>(editing ? inputOf(editing) : EMPTY, addressForm);
  const { values, errors, set } = form;
  const text = (name: 'label' | 'recipient' | 'phone' | 'notes') => ({
    name,
    idPrefix: 'direccion',
    value: values[name],
    onChange: set(name),
    error: errors[name],
  });
  const changeAddress = (patch: Partial<AddressPlace>) => {
    for (const [name, value] of Object.entries(patch)) set(name as keyof AddressPlace)(value);
  };
  // form.submit catches every failure and shows it by the fields or above them: its promise never rejects.
  const onSubmit = form.submit(async (v) => {
    const { account }: { account: AccountView } = editing
      ? await httpApi(accountEditEndpoints).updateAddress({ id: editing.id, ...v })
      : await httpApi(accountEditEndpoints).addAddress(v);
    setAccount(account);
    onDone();
  });
  return (
    <form method="post" noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4 rounded-lg bg-surface p-4">
      <h3 className="text-lg font-bold">{editing ? 'Editar dirección' : 'Nueva dirección'}</h3>
      {form.alert && <FormAlert tone="error">{form.alert}</FormAlert>}
      <TextField
        {...text('label')}
        label="Nombre de la dirección"
        autoComplete="off"
        placeholder="Casa, Oficina…"
        maxLength={40}
      />
      <TextField {...text('recipient')} label="Quién recibe" autoComplete="name" placeholder="Ana María Rodríguez" />
      <AddressFields idPrefix="direccion" values={values} errors={errors} onChange={changeAddress} />
      <MaskedField
        {...text('phone')}
        mask={PHONE_MASK}
        label="Celular de quien recibe"
        type="tel"
        autoComplete="tel-national"
        placeholder="300 123 4567"
      />
      <TextField
        {...text('notes')}
        label="Indicaciones para la entrega"
        autoComplete="off"
        placeholder="Dejar en portería"
        maxLength={200}
        required={false}
      />
      <CheckboxField name="isDefault" idPrefix="direccion" checked={values.isDefault} onChange={set('isDefault')}>
        Usar como dirección principal
      </CheckboxField>
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={form.busy} busyText="Guardando…">
          Guardar dirección
        </SubmitButton>
        <button type="button" onClick={onDone} className="h-12 rounded-full px-6 font-semibold hover:text-brand">
          Cancelar
        </button>
      </div>
    </form>
  );
}
