import { useState } from 'react';
import { ScriptForm, SubmitButton } from '../../components/forms/form-parts';
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
    <ScriptForm onSubmit={onSubmit} alert={form.alert} done={done}>
      <PasswordField {...form.field('currentPassword')} label="Contraseña actual" autoComplete="current-password" />
      <PasswordField
        {...form.field('newPassword')}
        label="Contraseña nueva"
        autoComplete="new-password"
        email={email}
      />
      <SubmitButton busy={form.busy} busyText="Guardando…">
        Cambiar contraseña
      </SubmitButton>
    </ScriptForm>
  );
}
