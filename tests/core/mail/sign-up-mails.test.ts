import { describe, expect, it } from 'vitest';
import { activationMail, signUpAttemptMail } from '../../../core/mail/sign-up-mails';

const ctx = { storeUrl: 'https://fornido.co' };
const to = { email: 'camila@correo.co', name: `<b>Camila</b> Rodríguez` };

describe('sign-up mails', () => {
  it('activation: the single-use link in both parts, how long it works, and that nothing is created without it', () => {
    const mail = activationMail(ctx, to, { token: 'abc/+=', validMinutes: 24 * 60 });
    expect(mail).toMatchObject({
      to: 'camila@correo.co',
      template: 'account-activation',
      subject: 'Activa tu cuenta de Fornido',
    });
    const link = 'https://fornido.co/cuenta/activar/?token=abc%2F%2B%3D';
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(link);
    expect(mail.text).toContain('vence en 24 horas');
    expect(mail.text).toContain('no crearemos ninguna');
    expect(mail.html).not.toContain('<b>Camila');
  });

  it("owner's notice: who may sign in or reset, no activation link, and what to do if it was not them", () => {
    const mail = signUpAttemptMail(ctx, to);
    expect(mail).toMatchObject({ to: 'camila@correo.co', template: 'sign-up-attempt' });
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('https://fornido.co/cuenta/ingresar/');
      expect(part).toContain('https://fornido.co/cuenta/recuperar/');
      expect(part).not.toContain('/cuenta/activar/');
    }
    expect(mail.text).toContain('Alguien intentó crear una cuenta en Fornido con tu correo');
    expect(mail.text).toContain('Si no fuiste tú, ignora este mensaje');
    expect(mail.html).not.toContain('<b>Camila');
  });
});
