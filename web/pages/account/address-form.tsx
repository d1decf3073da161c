import { CheckboxField, TextField } from '../../components/forms/fields';
import { ScriptForm, SubmitButton } from '../../components/forms/form-parts';
import { AddressFields } from '../../components/forms/address-fields';
import { useForm } from '../../components/forms/use-form';
import type { AddressInput, AddressView, AccountView } from '../../../contract/account';
import { accountEditEndpoints } from '../../../contract/account-edits';
import { httpApi } from '../../lib/http-api';
import { addressForm } from '../../../contract/forms/address-form';
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
  const text = (name: 'label' | 'recipient') => ({ ...form.field(name), idPrefix: 'direccion' });
  // form.submit catches every failure and shows it by the fields or above them: its promise never rejects.
  const onSubmit = form.submit(async (v) => {
    const { account }: { account: AccountView } = editing
      ? await httpApi(accountEditEndpoints).updateAddress({ id: editing.id, ...v })
      : await httpApi(accountEditEndpoints).addAddress(v);
    setAccount(account);
    onDone();
  });
  return (
    <ScriptForm
      onSubmit={onSubmit}
      alert={form.alert}
      className="space-y-4 rounded-lg bg-surface p-4"
      heading={<h3 className="text-lg font-bold">{editing ? 'Editar dirección' : 'Nueva dirección'}</h3>}
    >
      <TextField
        {...text('label')}
        label="Nombre de la dirección"
        autoComplete="off"
        placeholder="Casa, Oficina…"
        maxLength={40}
      />
      <TextField {...text('recipient')} label="Quién recibe" autoComplete="name" placeholder="Ana María Rodríguez" />
      <AddressFields
        idPrefix="direccion"
        values={values}
        errors={errors}
        onChange={form.patch}
        phoneLabel="Celular de quien recibe"
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
    </ScriptForm>
  );
}
