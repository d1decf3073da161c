import { mailHtml, paragraph, textFooter } from '../mail/layout';
import type { MailMessage } from '../mail/ports';
import { firstName } from '../mail/templates';
import { formatBogotaDateTime } from '../shared/bogota-time-text';

/** The mail an operator receives when their console password changes: when (Bogotá time), that their other sessions
 * ended, and what to do if it was not them. */
export const operatorPasswordChangedMail = (
  storeUrl: string,
  to: { readonly email: string; readonly name: string },
  at: Date,
): MailMessage => {
  const title = 'Tu contraseña de la consola cambió';
  const lines = [
    `Hola, ${firstName(to.name)}:`,
    `La contraseña de tu acceso a la consola de operadores de Fornido cambió el ${formatBogotaDateTime(at)} (hora de Colombia).`,
    'Por seguridad, cerramos tu sesión en los demás dispositivos; la sesión desde la que la cambiaste sigue abierta.',
    'Si no fuiste tú, avisa ya a un dueño de la tienda: puede desactivar tu acceso desde Operadores y volver a invitarte con un enlace nuevo.',
  ];
  return {
    to: to.email,
    template: 'operator-password-changed',
    subject: title,
    html: mailHtml({ title, storeUrl, body: lines.map(paragraph).join('') }),
    text: `${lines.join('\n\n')}${textFooter(storeUrl)}`,
  };
};
