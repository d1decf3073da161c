import { useState } from 'react';
import { FormAlert, SubmitButton } from '../../components/forms/form-parts';
import { PasswordField } from '../../components/forms/password-field';
import { useForm } from '../../components/forms/use-form';
import { accountEditEndpoints } from '../../../contract/account-edits';
import { httpApi } from '../../lib/http-api';
import { changePasswordForm } from '../../../contract/forms/account-forms';

const EMPTY = { currentPassword: '', newPassword: '' };

/** Changes the password: the current one, then the new one with the live strength hint. */
export function PasswordForm({ email }: { email: string }) {
  const form = useForm(EMPTY, changePasswordForm);
  const [done, setDone] = useState<string | null>(null);
  // form.submit catches every failure and shows it by the fields or above them: its promise never rejects.
  const onSubmit = form.submit(async (v) => {
    setDone(null);
    const { message } = await httpApi(accountEditEndpoints).changePassword({
      currentPassword: v.currentPassword,
      newPassword: v.newPassword,
    });
    form.setValues(EMPTY);
    setDone(message);
  });
  return (
    <form method="post" noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      {form.alert && <FormAlert tone="error">{form.alert}</FormAlert>}
      {done && <FormAlert tone="success">{done}</FormAlert>}
      <PasswordField
        name="currentPassword"
        label="Contraseña actual"
        autoComplete="current-password"
        value={form.values.currentPassword}
        onChange={form.set('currentPassword')}
        error={form.errors.currentPassword}
      />
      <PasswordField
        name="newPassword"
        label="Contraseña nueva"
        autoComplete="new-password"
        email={email}
        value={form.values.newPassword}
        onChange={form.set('newPassword')}
        error={form.errors.newPassword}
      />
      <SubmitButton busy={form.busy} busyText="Guardando…">
        Cambiar contraseña
      </SubmitButton>
    </form>
  );
}
