import { button, mailHtml, paragraph, textFooter } from '../mail/layout';
import type { MailMessage } from '../mail/ports';
import { firstName } from '../mail/templates';
import { formatBogotaDateTime } from '../shared/bogota-time-text';
import { ROLE_LABELS, type Role } from './roles';

/** The invitation an operator receives: who invites them, as what, and the one-time link to enrol with, until when. */
export const invitationMail = (
  storeUrl: string,
  invite: {
    readonly email: string;
    readonly name: string;
    readonly role: Role;
    readonly invitedBy: string;
    readonly link: string;
    readonly expiresAt: Date;
  },
): MailMessage => {
  const title = 'Tu acceso a la consola de Fornido';
  const lines = [
    `Hola, ${firstName(invite.name)}:`,
    `${invite.invitedBy.replace(/ <.*>$/, '')} te invitó a la consola de operadores de Fornido como ${ROLE_LABELS.get(invite.role) ?? invite.role}.`,
    `Con el enlace eliges tu contraseña y vinculas una aplicación de autenticación (el segundo factor, siempre activo). Sirve una sola vez, hasta el ${formatBogotaDateTime(invite.expiresAt)}.`,
    'Si no esperabas esta invitación, ignora este correo: sin el enlace nadie entra con tu nombre.',
  ];
  return {
    to: invite.email,
    template: 'operator-invitation',
    subject: `${title}`,
    html: mailHtml({
      title,
      storeUrl,
      body:
        [lines[0], lines[1]].map(paragraph).join('') +
        button(invite.link, 'Activar mi acceso') +
        [lines[2], lines[3]].map(paragraph).join(''),
    }),
    text: `${lines[0]}\n\n${lines[1]}\n\nActiva tu acceso: ${invite.link}\n\n${lines.slice(2).join('\n\n')}${textFooter(storeUrl)}`,
  };
};
