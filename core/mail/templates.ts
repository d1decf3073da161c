import { formatBogotaDateTime } from '../shared/bogota-time-text';
import { formatMinutes } from '../shared/format';
import { button, escapeHtml, mailHtml, paragraph, textFooter } from './layout';
import type { MailMessage } from './ports';

/** Where the store is, for links in mail: its public origin without a trailing slash. */
export type MailContext = { readonly storeUrl: string };

/** The first word of a shopper's name, for greetings. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** The link a referral code travels in (POLICY.md: `/?ref=CODE`). */
export const referralLink = (storeUrl: string, code: string): string => `${storeUrl}/?ref=${encodeURIComponent(code)}`;

/** The page where a reset token is used. */
export const resetLink = (storeUrl: string, token: string): string =>
  `${storeUrl}/reset/password/?token=${encodeURIComponent(token)}`;

/** The page where an email-verification token is used. */
export const verifyEmailLink = (storeUrl: string, token: string): string =>
  `${storeUrl}/cuenta/verificar-correo/?token=${encodeURIComponent(token)}`;

/** A mailed single-use link and how long it works. */
export type MailedToken = { readonly token: string; readonly validMinutes: number };

const verifyWhy =
  'Confírmalo para ver en tu cuenta los pedidos que hayas hecho como invitado con este correo, y los que hagas después.';

/** A mailed link spelled out for a mail client that does not show the button. */
export const copyLink = (link: string) =>
  `<p style="margin:16px 0;font-size:13px">Si el botón no funciona, copia este enlace en tu navegador:<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`;

/** Welcome mail once an account is activated: thanks, what the account is for, and the customer's referral link. */
export const welcomeMail = (
  ctx: MailContext,
  to: { readonly email: string; readonly name: string; readonly referralCode: string },
): MailMessage => {
  const link = referralLink(ctx.storeUrl, to.referralCode);
  const hello = `¡Hola, ${firstName(to.name)}! Te damos la bienvenida a Fornido.`;
  const what = 'Con tu cuenta guardas tu carrito en todos tus dispositivos, tus direcciones de entrega y tus pedidos.';
  const refer = `Comparte tu enlace de referido: cuando alguien compre con él, ganas crédito de regalo para tus próximas compras. Tu código es ${to.referralCode}.`;
  return {
    to: to.email,
    template: 'welcome',
    subject: 'Te damos la bienvenida a Fornido',
    html: mailHtml({
      title: 'Te damos la bienvenida',
      storeUrl: ctx.storeUrl,
      body:
        paragraph(hello) +
        paragraph(what) +
        paragraph(refer) +
        `<p style="margin:0 0 16px"><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` +
        button(`${ctx.storeUrl}/`, 'Ir a la tienda'),
    }),
    text: `${hello}\n\n${what}\n\n${refer}\n${link}\n\nIr a la tienda: ${ctx.storeUrl}/${textFooter(ctx.storeUrl)}`,
  };
};

/** Password-reset mail: the single-use link, how long it works, and what to do if the shopper did not ask for it. */
export const passwordResetMail = (
  ctx: MailContext,
  to: { readonly email: string; readonly name: string },
  reset: { readonly token: string; readonly validMinutes: number },
): MailMessage => {
  const link = resetLink(ctx.storeUrl, reset.token);
  const hello = `Hola, ${firstName(to.name)}. Recibimos una solicitud para cambiar la contraseña de tu cuenta en Fornido.`;
  const valid = `El enlace sirve una sola vez y vence en ${formatMinutes(reset.validMinutes)}.`;
  const notYou = 'Si no fuiste tú, ignora este correo: tu contraseña sigue igual.';
  return {
    to: to.email,
    template: 'password-reset',
    subject: 'Cambia tu contraseña de Fornido',
    html: mailHtml({
      title: 'Cambia tu contraseña',
      storeUrl: ctx.storeUrl,
      body:
        paragraph(hello) +
        button(link, 'Crear una contraseña nueva') +
        copyLink(link) +
        paragraph(valid) +
        paragraph(notYou),
    }),
    text: `${hello}\n\nCrea una contraseña nueva aquí:\n${link}\n\n${valid}\n${notYou}${textFooter(ctx.storeUrl)}`,
  };
};

/** Notice that the password changed, with when, so a customer who did not do it can react. */
export const passwordChangedMail = (
  ctx: MailContext,
  to: { readonly email: string; readonly name: string },
  at: Date,
): MailMessage => {
  const hello = `Hola, ${firstName(to.name)}. La contraseña de tu cuenta en Fornido cambió el ${formatBogotaDateTime(at)} (hora de Colombia).`;
  const sessions = 'Por seguridad, cerramos la sesión en tus otros dispositivos.';
  const notYou = `Si no fuiste tú, entra a ${ctx.storeUrl}/, elige «¿Olvidaste tu contraseña?» al iniciar sesión y escríbenos.`;
  return {
    to: to.email,
    template: 'password-changed',
    subject: 'Tu contraseña de Fornido cambió',
    html: mailHtml({
      title: 'Tu contraseña cambió',
      storeUrl: ctx.storeUrl,
      body: paragraph(hello) + paragraph(sessions) + paragraph(notYou),
    }),
    text: `${hello}\n\n${sessions}\n${notYou}${textFooter(ctx.storeUrl)}`,
  };
};

/** The email-verification link sent again from the account page: the single-use link, how long it works, and what
 * confirming does. */
export const emailVerificationMail = (
  ctx: MailContext,
  to: { readonly email: string; readonly name: string },
  verification: MailedToken,
): MailMessage => {
  const link = verifyEmailLink(ctx.storeUrl, verification.token);
  const hello = `Hola, ${firstName(to.name)}. Confirma que este es tu correo en Fornido.`;
  const valid = `El enlace sirve una sola vez y vence en ${formatMinutes(verification.validMinutes)}.`;
  const notYou = 'Si no creaste una cuenta en Fornido, ignora este correo: nadie verá tus pedidos.';
  return {
    to: to.email,
    template: 'email-verification',
    subject: 'Confirma tu correo en Fornido',
    html: mailHtml({
      title: 'Confirma tu correo',
      storeUrl: ctx.storeUrl,
      body:
        paragraph(hello) +
        paragraph(verifyWhy) +
        button(link, 'Confirmar mi correo') +
        copyLink(link) +
        paragraph(valid) +
        paragraph(notYou),
    }),
    text: `${hello}\n\n${verifyWhy}\nConfirma tu correo aquí:\n${link}\n\n${valid}\n${notYou}${textFooter(ctx.storeUrl)}`,
  };
};
