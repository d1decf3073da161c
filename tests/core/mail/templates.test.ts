import { describe, expect, it } from 'vitest';
import { passwordChangedMail, passwordResetMail, welcomeMail } from '../../../core/mail/templates';
import { formatBogotaDateTime } from '../../../core/shared/bogota-time-text';

const ctx = { storeUrl: 'https://fornido.co' };

describe('mail templates', () => {
  it('welcome: greets by first name (tú), with the referral link in both parts', () => {
    const mail = welcomeMail(ctx, { email: 'camila@correo.co', name: 'Camila Rodríguez', referralCode: 'CAMI7K2P' });
    expect(mail).toMatchObject({
      to: 'camila@correo.co',
      template: 'welcome',
      subject: 'Te damos la bienvenida a Fornido',
    });
    for (const part of [mail.text, mail.html]) expect(part).toContain('https://fornido.co/?ref=CAMI7K2P');
    expect(mail.text).toContain('¡Hola, Camila!');
    expect(mail.html).toMatch(/^<!doctype html><html lang="es">/);
  });

  it('password reset: the single-use link valid for 1 hour, in both parts', () => {
    const mail = passwordResetMail(
      ctx,
      { email: 'a@correo.co', name: 'Ana' },
      { token: 'Abc_123-x', validMinutes: 60 },
    );
    const link = 'https://fornido.co/reset/password/?token=Abc_123-x';
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    for (const part of [mail.text, mail.html]) expect(part).toContain('vence en 1 hora');
    expect(mail.text).toContain('Si no fuiste tú, ignora este correo');
  });

  it('password changed: says when, in Bogotá time', () => {
    const mail = passwordChangedMail(ctx, { email: 'a@correo.co', name: 'Ana' }, new Date('2026-11-22T17:05:00Z'));
    expect(mail.text).toContain('el 22 de noviembre de 2026, 12:05 p. m. (hora de Colombia)');
    expect(mail.subject).toBe('Tu contraseña de Fornido cambió');
  });

  it('escapes what shoppers typed, so a name cannot inject HTML', () => {
    const mail = welcomeMail(ctx, {
      email: 'x@correo.co',
      name: `<img src=x onerror="alert(1)"> O'Neil`,
      referralCode: 'ABCD2345',
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img');
  });

  it('formats Bogotá times across midnight (UTC−5)', () => {
    expect(formatBogotaDateTime(new Date('2026-01-01T04:30:00Z'))).toBe('31 de diciembre de 2025, 11:30 p. m.');
    expect(formatBogotaDateTime(new Date('2026-01-01T05:00:00Z'))).toBe('1 de enero de 2026, 12:00 a. m.');
  });
});
