import { formatMinutes } from '../shared/format';
import { button, escapeHtml, mailHtml, paragraph, textFooter } from './layout';
import type { MailMessage } from './ports';
import { copyLink, firstName, type MailContext, type MailedToken } from './templates';

/** The page where a pending sign-up's activation token is used. */
export const activationLink = (storeUrl: string, token: string): string =>
  `${storeUrl}/cuenta/activar/?token=${encodeURIComponent(token)}`;

/** The mail a sign-up sends to the new address: the single-use link that creates the account, how long it works, and
 * what to do if the reader did not ask for it (no account exists until the link is opened). */
export const activationMail = (
  ctx: MailContext,
  to: { readonly email: string; readonly name: string },
  activation: MailedToken,
): MailMessage => {
  const link = activationLink(ctx.storeUrl, activation.token);
  const hello = `¡Hola, ${firstName(to.name)}! Falta un paso para crear tu cuenta en Fornido: confirma que este correo es tuyo.`;
  const valid = `El enlace sirve una sola vez y vence en ${formatMinutes(activation.validMinutes)}. Hasta que lo abras no podrás iniciar sesión.`;
  const notYou = 'Si no intentaste crear una cuenta en Fornido, ignora este correo: no crearemos ninguna.';
  return {
    to: to.email,
    template: 'account-activation',
    subject: 'Activa tu cuenta de Fornido',
    html: mailHtml({
      title: 'Activa tu cuenta',
      storeUrl: ctx.storeUrl,
      body:
        paragraph(hello) + button(link, 'Activar mi cuenta') + copyLink(link) + paragraph(valid) + paragraph(notYou),
    }),
    text: `${hello}\n\nActiva tu cuenta aquí:\n${link}\n\n${valid}\n${notYou}${textFooter(ctx.storeUrl)}`,
  };
};

/** The mail the owner of an account gets when someone signs up again with their address: the ways in (sign in, reset
 * the password) and that nothing changed otherwise; the sign-up's answer itself never says the account exists. */
export const signUpAttemptMail = (
  ctx: MailContext,
  to: { readonly email: string; readonly name: string },
): MailMessage => {
  const signIn = `${ctx.storeUrl}/cuenta/ingresar/`;
  const reset = `${ctx.storeUrl}/cuenta/recuperar/`;
  const hello = `Hola, ${firstName(to.name)}. Alguien intentó crear una cuenta en Fornido con tu correo, pero ya tienes una.`;
  const ifYou = 'Si fuiste tú, inicia sesión o recupera tu contraseña:';
  const notYou = 'Si no fuiste tú, ignora este mensaje: tu cuenta sigue igual.';
  const links = [
    ['Iniciar sesión', signIn],
    ['Recuperar mi contraseña', reset],
  ] as const;
  return {
    to: to.email,
    template: 'sign-up-attempt',
    subject: 'Ya tienes una cuenta en Fornido',
    html: mailHtml({
      title: 'Ya tienes una cuenta',
      storeUrl: ctx.storeUrl,
      body:
        paragraph(hello) +
        paragraph(ifYou) +
        links
          .map(
            ([label, href]) => `<p style="margin:0 0 8px"><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></p>`,
          )
          .join('') +
        paragraph(notYou),
    }),
    text: `${hello}\n\n${ifYou}\n${links.map(([label, href]) => `${label}: ${href}`).join('\n')}\n\n${notYou}${textFooter(ctx.storeUrl)}`,
  };
};
