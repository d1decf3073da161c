/**
 * The account and cart forms' rules, shared by the browser (to show errors before sending) and the server (to refuse
 * a bad body with 400 and `fields`). Written with zod/mini to keep the browser bundle small; every rule that the core
 * already knows (email, names, passwords, documents, phones, addresses) is delegated to the core's parser, so the
 * messages are the same on both sides. The core checks everything again: these schemas are the first line, not the only one.
 */
import { z } from 'zod/mini';
import { text } from './text';
import { DOCUMENT_TYPES, parseDocument } from '../../core/people/documents';
import { parseEmail } from '../../core/people/email';
import { parsePersonName } from '../../core/people/names';
import { MAX_PASSWORD_LENGTH, passwordWeakness } from '../../core/customers/password';
import { parseMobilePhone } from '../../core/people/phone';

type Parsed = { readonly ok: true } | { readonly ok: false; readonly error: { readonly message: string } };

/** A text field checked by a core parser, with the parser's own Spanish message. */
const parsed = (required: string, max: number, parse: (raw: string) => Parsed) =>
  text(required, max).check(
    z.superRefine((value, ctx) => {
      const result = parse(value);
      if (!result.ok) ctx.addIssue({ code: 'custom', message: result.error.message, input: value });
    }),
  );

const email = parsed('Escribe tu correo electrónico.', 254, parseEmail);
const password = text('Escribe tu contraseña.', MAX_PASSWORD_LENGTH).check(z.minLength(1, 'Escribe tu contraseña.'));
/** A new password: the core's rule, except the part about the email, which the form checks once the email is valid. */
const newPassword = password.check(
  z.superRefine((value, ctx) => {
    const weak = passwordWeakness(value, '');
    if (weak) ctx.addIssue({ code: 'custom', message: weak, input: value });
  }),
);
const PRIVACY = 'Para crear tu cuenta debes aceptar la política de tratamiento de datos y los términos y condiciones.';

export const signUpForm = z
  .object({
    name: parsed('Escribe tu nombre.', 60, parsePersonName),
    email,
    password: newPassword,
    privacyConsent: z.boolean({ error: PRIVACY }).check(z.refine((accepted) => accepted === true, PRIVACY)),
    marketingConsent: z.optional(z.boolean({ error: 'Elige si quieres recibir ofertas.' })),
    /** A code remembered from a `/?ref=CODE` link. */
    referralCode: z.optional(z.nullable(text('El código de referido no es válido.', 32))),
  })
  .check(
    // Runs once every field is valid: the one rule that needs two fields.
    z.superRefine((form, ctx) => {
      const weak = passwordWeakness(form.password, form.email);
      if (weak) ctx.addIssue({ code: 'custom', path: ['password'], message: weak, input: form.password });
    }),
  );

export const signInForm = z.object({ email, password });

export const passwordResetRequestForm = z.object({ email });

export const passwordResetConfirmForm = z.object({
  token: text('El enlace para cambiar la contraseña no es válido. Pide uno nuevo.', 200),
  password: newPassword,
});

export const activateForm = z.object({
  token: text('El enlace para activar tu cuenta no es válido. Revisa que esté completo o regístrate de nuevo.', 200),
});

export const changePasswordForm = z.object({ currentPassword: password, newPassword });

const optionalText = (required: string, max: number) => z.optional(z.nullable(text(required, max)));

export const profileForm = z
  .object({
    name: z.optional(parsed('Escribe tu nombre.', 60, parsePersonName)),
    documentType: z.optional(
      z.nullable(z.enum(DOCUMENT_TYPES, { error: 'Elige un tipo de documento: CC, CE, NIT, TI, PP o PPT.' })),
    ),
    documentNumber: optionalText('Escribe el número de documento.', 20),
    phone: optionalText('Escribe tu celular.', 20),
    marketingConsent: z.optional(z.boolean({ error: 'Elige si quieres recibir ofertas.' })),
  })
  .check(
    z.superRefine((form, ctx) => {
      if (form.phone) {
        const phone = parseMobilePhone(form.phone);
        if (!phone.ok)
          ctx.addIssue({ code: 'custom', path: ['phone'], message: phone.error.message, input: form.phone });
      }
      if (form.documentType && form.documentNumber) {
        const doc = parseDocument(form.documentType, form.documentNumber);
        if (!doc.ok)
          ctx.addIssue({
            code: 'custom',
            path: ['documentNumber'],
            message: doc.error.message,
            input: form.documentNumber,
          });
      }
    }),
  );
