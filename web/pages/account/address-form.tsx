import { useMemo } from 'react';
import { departments, municipalitiesOf } from '../../../core/customers/geography';
import { CheckboxField, SelectField, TextField } from '../../components/forms/fields';
import { FormAlert, SubmitButton } from '../../components/forms/form-parts';
import { MaskedField } from '../../components/forms/masked-input';
import { useForm } from '../../components/forms/use-form';
import type { AddressInput, AddressView, AccountView } from '../../lib/account-api';
import { authApi } from '../../lib/auth-api';
import { addressForm } from '../../lib/forms/address-form';
import { PHONE_MASK } from '../../lib/input-mask';
import { setAccount } from '../../state/account';

const DEPARTMENTS = departments().map((d) => ({ value: d.code, label: d.name }));

const EMPTY: AddressInput = { label: '', recipient: '', line1: '', line2: '', departmentCode: '', municipalityCode: '', phone: '', notes: '', isDefault: false };

const inputOf = (a: AddressView): AddressInput => {
  const { label, recipient, line1, line2, departmentCode, municipalityCode, phone, notes, isDefault } = a;
  return { label, recipient, line1, line2, departmentCode, municipalityCode, phone, notes, isDefault };
};

/** Adds a delivery address, or edits a saved one: department, then one of its municipalities, from DANE's list. */
export function AddressForm({ editing, onDone }: { editing: AddressView | null; onDone: () => void }) {
  const form = useForm<AddressInput>(editing ? inputOf(editing) : EMPTY, addressForm);
  const { values, errors, set } = form;
  const municipalities = useMemo(() => municipalitiesOf(values.departmentCode).map((m) => ({ value: m.code, label: m.name })), [values.departmentCode]);
  const text = (name: 'label' | 'recipient' | 'line1' | 'line2' | 'phone' | 'notes') => ({ name, idPrefix: 'direccion', value: values[name], onChange: set(name), error: errors[name] });
  const chooseDepartment = (code: string) => {
    set('departmentCode')(code);
    set('municipalityCode')('');
  };
  const onSubmit = form.submit(async (v) => {
    const { account }: { account: AccountView } = editing ? await authApi.updateAddress(editing.id, v) : await authApi.addAddress(v);
    setAccount(account);
    onDone();
  });
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-4 rounded-lg bg-surface p-4">
      <h3 className="text-lg font-bold">{editing ? 'Editar dirección' : 'Nueva dirección'}</h3>
      {form.alert && <FormAlert tone="error">{form.alert}</FormAlert>}
      <TextField {...text('label')} label="Nombre de la dirección" autoComplete="off" placeholder="Casa, Oficina…" maxLength={40} />
      <TextField {...text('recipient')} label="Quién recibe" autoComplete="name" placeholder="Ana María Rodríguez" />
      <TextField {...text('line1')} label="Dirección" autoComplete="address-line1" placeholder="Calle 45 # 12-34" maxLength={120} />
      <TextField {...text('line2')} label="Apartamento, torre, oficina" autoComplete="address-line2" placeholder="Torre 2, apto 501" maxLength={120} required={false} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="departmentCode" idPrefix="direccion" label="Departamento" prompt="Elige el departamento" options={DEPARTMENTS} value={values.departmentCode} onChange={chooseDepartment} error={errors.departmentCode} />
        <SelectField
          name="municipalityCode"
          idPrefix="direccion"
          label="Ciudad o municipio"
          prompt={values.departmentCode ? 'Elige la ciudad o municipio' : 'Primero elige el departamento'}
          options={municipalities}
          disabled={!values.departmentCode}
          value={values.municipalityCode}
          onChange={set('municipalityCode')}
          error={errors.municipalityCode}
        />
      </div>
      <MaskedField {...text('phone')} mask={PHONE_MASK} label="Celular de quien recibe" type="tel" autoComplete="tel-national" placeholder="300 123 4567" />
      <TextField {...text('notes')} label="Indicaciones para la entrega" autoComplete="off" placeholder="Dejar en portería" maxLength={200} required={false} />
      <CheckboxField name="isDefault" idPrefix="direccion" checked={values.isDefault} onChange={set('isDefault')}>
        Usar como dirección principal
      </CheckboxField>
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={form.busy} busyText="Guardando…">Guardar dirección</SubmitButton>
        <button type="button" onClick={onDone} className="h-12 rounded-full px-6 font-semibold hover:text-brand">Cancelar</button>
      </div>
    </form>
  );
}
