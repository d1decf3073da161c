import { RequestError } from '../../../../contract/request-error';
import { describe, expect, it } from 'vitest';
import { failureMessage, retryMessage } from '../../../../web/components/forms/use-form';
import { signInForm, signUpForm } from '../../../../contract/forms/account-forms';
import { fieldErrors } from '../../../../contract/forms/field-errors';

/** What the form shows before sending: each wrong field's first message, or null when the values pass. */
const schemaErrors = (schema: typeof signUpForm | typeof signInForm, values: unknown) => {
  const checked = schema.safeParse(values);
  return checked.success ? null : fieldErrors(checked.error.issues).fields;
};

describe('form errors', () => {
  it("puts the shared schema's first Spanish message under each wrong field", () => {
    const errors = schemaErrors(signUpForm, {
      name: 'A',
      email: 'no-es-correo',
      password: 'corta',
      privacyConsent: false,
      marketingConsent: false,
    });
    expect(Object.keys(errors!).sort()).toEqual(['email', 'name', 'password', 'privacyConsent']);
    expect(errors!.privacyConsent).toMatch(/debes aceptar la política de tratamiento de datos/);
    expect(schemaErrors(signInForm, { email: 'ana@example.co', password: 'x' })).toBeNull();
  });

  it('says when a rate-limited shopper may try again', () => {
    expect(retryMessage(1)).toMatch(/en 1 segundo\.$/);
    expect(retryMessage(45)).toMatch(/en 45 segundos\.$/);
    expect(retryMessage(60)).toMatch(/en 1 minuto\.$/);
    expect(retryMessage(61)).toMatch(/en 2 minutos\.$/);
    expect(retryMessage(null)).toMatch(/Espera un momento/);
  });

  it("tells a lost connection apart from the server's own refusal", () => {
    expect(failureMessage(new RequestError(0, { kind: 'network', message: 'x' }))).toMatch(
      /^No pudimos conectarnos\..*Lo que escribiste sigue aquí\.$/,
    );
    expect(
      failureMessage(new RequestError(429, { kind: 'rate-limited', message: 'x', retryAfterSeconds: 900 })),
    ).toMatch(/en 15 minutos\.$/);
    expect(
      failureMessage(new RequestError(409, { kind: 'account-exists', message: 'Ya hay una cuenta con este correo.' })),
    ).toBe('Ya hay una cuenta con este correo.');
    expect(failureMessage(new Error('boom'))).toBe('Algo salió mal. Inténtalo de nuevo.');
  });
});
