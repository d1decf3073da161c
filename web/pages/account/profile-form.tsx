import { useState } from 'react';
import type { DocumentType } from '../../../core/people/documents';
import { DOCUMENT_HINT, DOCUMENT_OPTIONS } from '../../components/forms/document-text';
import { CheckboxField, SelectField, TextField } from '../../components/forms/fields';
import { ScriptForm, SubmitButton } from '../../components/forms/form-parts';
import { MaskedField } from '../../components/forms/masked-input';
import { useForm } from '../../components/forms/use-form';
import type { AccountView } from '../../../contract/account';
import type { ProfileUpdate } from '../../../contract/account-edits';
import { accountEditEndpoints } from '../../../contract/account-edits';
import { httpApi } from '../../lib/http-api';
import { profileForm } from '../../../contract/forms/account-forms';
import { documentMask, maskValue, PHONE_MASK } from '../../lib/input-mask';
import { setAccount } from '../../state/account';

const fromAccount = (a: AccountView) => ({
  name: a.name,
  documentType: (a.documentType ?? '') as string,
  documentNumber: a.documentNumber ?? '',
  phone: a.phone ?? '',
  marketingConsent: a.marketingConsent,
});

type ProfileValues = ReturnType<typeof fromAccount>;

/** The values as the API takes them: an empty choice or text clears the field. */
const toUpdate = (v: ProfileValues): ProfileUpdate => ({
  name: v.name,
  documentType: (v.documentType || null) as DocumentType | null,
  documentNumber: v.documentNumber.trim() || null,
  phone: v.phone.trim() || null,
  marketingConsent: v.marketingConsent,
});

/** The shopper's details: name, identity document (type and number), mobile, and the marketing consent. */
export function ProfileForm({ account }: { account: AccountView }) {
  const form = useForm(fromAccount(account), profileForm, toUpdate);
  const { values, errors, set } = form;
  const [saved, setSaved] = useState(false);
  const type = values.documentType as DocumentType | '';
  // The number is re-masked for the new type, so the form never sends what the field does not show.
  const chooseType = (next: string) => {
    set('documentType')(next);
    set('documentNumber')(maskValue(documentMask(next), values.documentNumber).raw);
  };
  // form.submit catches every failure and shows it by the fields or above them: its promise never rejects.
  const onSubmit = form.submit(async (v) => {
    setSaved(false);
    const { account: updated } = await httpApi(accountEditEndpoints).updateProfile(toUpdate(v));
    setAccount(updated);
    form.setValues(fromAccount(updated));
    setSaved(true);
  });
  return (
    <ScriptForm onSubmit={onSubmit} alert={form.alert} done={saved ? 'Guardamos tus datos.' : null}>
      <TextField {...form.field('name')} label="Nombre y apellido" autoComplete="name" />
      <TextField
        name="email"
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        value={account.email}
        onChange={() => undefined}
        readOnly
        hint="Es el correo con el que ingresas; no se puede cambiar aquí."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="documentType"
          label="Tipo de documento"
          prompt="Elige el tipo"
          options={DOCUMENT_OPTIONS}
          value={values.documentType}
          onChange={chooseType}
          error={errors.documentType}
        />
        <MaskedField
          {...form.field('documentNumber')}
          label="Número de documento"
          mask={documentMask(type)}
          autoComplete="off"
          hint={type ? DOCUMENT_HINT[type] : 'Lo pedimos para la factura electrónica y para algunos medios de pago.'}
        />
      </div>
      <MaskedField
        {...form.field('phone')}
        label="Celular"
        type="tel"
        mask={PHONE_MASK}
        autoComplete="tel-national"
        placeholder="300 123 4567"
        hint="Para avisarte del envío y para pagar con Nequi."
      />
      <CheckboxField name="marketingConsent" checked={values.marketingConsent} onChange={set('marketingConsent')}>
        Quiero recibir ofertas y novedades de Fornido por correo.
      </CheckboxField>
      <SubmitButton busy={form.busy} busyText="Guardando…">
        Guardar datos
      </SubmitButton>
    </ScriptForm>
  );
}
