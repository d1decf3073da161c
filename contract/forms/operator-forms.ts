/** The operators' console forms (sign-in, enrolment, invitations, tokens), read by the server with these rules; the
 * use cases check everything again. */
import { z } from 'zod/mini';
import { text } from './text';
import { MAX_PASSWORD_LENGTH } from '../../core/customers/password';
import { ROLES } from '../../core/operators/roles';

const email = text('Escribe el correo.', 254).check(z.minLength(3, 'Escribe el correo.'));
const password = text('Escribe la contraseña.', MAX_PASSWORD_LENGTH).check(z.minLength(1, 'Escribe la contraseña.'));
const code = text('Escribe el código de tu aplicación.', 20).check(
  z.minLength(6, 'Escribe el código de tu aplicación.'),
);
const token = text('El enlace de alta no es válido.', 200);
const role = z.enum(ROLES, { error: 'Elige un rol: dueño, administrador, bodega o soporte.' });

export const operatorSignInForm = z.object({ email, password, code });
export const enrolmentQuery = z.object({ token });
export const enrolmentForm = z.object({ token, password, code });
export const inviteForm = z.object({ email, name: text('Escribe el nombre.', 80), role });
export const roleForm = z.object({ id: text('Falta el operador.', 254), role });
export const operatorIdInput = z.object({ id: text('Falta el operador.', 254) });
export const passwordChangeForm = z.object({ currentPassword: password, newPassword: password, code });
export const tokenForm = z.object({ name: text('Dale un nombre al token.', 60) });
export const tokenIdInput = z.object({ id: text('Falta el token.', 64) });
