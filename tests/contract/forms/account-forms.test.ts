import { cartForm } from '../../../contract/forms/cart-form';
import { describe, expect, it } from 'vitest';
import { profileForm, signUpForm } from '../../../contract/forms/account-forms';
import { fieldErrors } from '../../../contract/forms/field-errors';
import { addressForm } from '../../../contract/forms/address-form';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? null : fieldErrors(result.error!.issues).fields;

describe('shared account forms', () => {
  it('sign-up: the core messages for each field, including the password rule with the email', () => {
    expect(
      signUpForm.safeParse({
        name: 'Camila',
        email: 'camila@correo.co',
        password: 'Proteina2026',
        privacyConsent: true,
      }).success,
    ).toBe(true);
    expect(
      errorsOf(signUpForm.safeParse({ name: '1', email: 'x', password: 'corta1', privacyConsent: false })),
    ).toEqual({
      name: 'El nombre debe tener entre 2 y 60 caracteres.',
      email: 'Escribe un correo electrónico válido (ejemplo: nombre@correo.com).',
      password:
        'La contraseña es muy corta. Usa al menos 10 caracteres, con al menos una letra y un número, sin incluir tu correo.',
      privacyConsent:
        'Para crear tu cuenta debes aceptar la política de tratamiento de datos y los términos y condiciones.',
    });
    expect(
      errorsOf(
        signUpForm.safeParse({
          name: 'Camila',
          email: 'camila@correo.co',
          password: 'camila2026xx',
          privacyConsent: true,
        }),
      )?.password,
    ).toContain('no puede contener tu correo');
    expect(errorsOf(signUpForm.safeParse({ name: 7, email: null }))).toMatchObject({
      name: 'Escribe tu nombre.',
      email: 'Escribe tu correo electrónico.',
    });
  });

  it('profile and address: documents, phones and DANE places checked by the core', () => {
    expect(errorsOf(profileForm.safeParse({ documentType: 'CC', documentNumber: 'ABC', phone: '123' }))).toEqual({
      documentNumber: 'La cédula de ciudadanía debe tener entre 3 y 10 dígitos, sin letras.',
      phone: 'Escribe un celular colombiano de 10 dígitos que empiece por 3 (ejemplo: 300 123 4567).',
    });
    const address = {
      label: 'Casa',
      recipient: 'Ana Díaz',
      line1: 'Calle 45 # 12-34',
      departmentCode: '05',
      municipalityCode: '05001',
      phone: '3001234567',
    };
    expect(addressForm.safeParse(address).success).toBe(true);
    expect(errorsOf(addressForm.safeParse({ ...address, municipalityCode: '11001' }))).toEqual({
      municipalityCode: 'Elige una ciudad o municipio del departamento seleccionado.',
    });
  });

  it('cart: whole quantities from 1 to 99, at most 50 lines', () => {
    expect(cartForm.safeParse({ lines: [{ sku: 'A-1', quantity: 2 }] }).success).toBe(true);
    expect(errorsOf(cartForm.safeParse({ lines: [{ sku: 'A-1', quantity: 2.5 }] }))?.lines).toBe(
      'La cantidad debe ser un número entero entre 1 y 99.',
    );
    expect(
      cartForm.safeParse({ lines: Array.from({ length: 51 }, (_, i) => ({ sku: `S${i}`, quantity: 1 })) }).success,
    ).toBe(false);
    expect(fieldErrors([])).toEqual({ fields: {}, message: 'La solicitud no es válida.' });
    // Names of Object.prototype are fields like any other, never skipped as if already there, never a prototype.
    const named = fieldErrors(
      ['constructor', '__proto__', 'toString', 'constructor'].map((name, i) => ({ path: [name], message: `m${i}` })),
    ).fields;
    expect(Object.entries(named)).toEqual([
      ['constructor', 'm0'],
      ['__proto__', 'm1'],
      ['toString', 'm2'],
    ]);
    expect(Object.getPrototypeOf(named)).toBe(Object.prototype);
  });
});
