import { carriesInvitation, INVITED_COOKIE } from '../../../contract/invitation';
import { describe, expect, it } from 'vitest';
import { invitationText } from '../../../web/lib/invitation';

describe('the invited visitor', () => {
  it('is recognised by the flag among the browser cookies, wherever it stands, and by nothing else', () => {
    expect(INVITED_COOKIE).toBe('fornido_invitado');
    expect(carriesInvitation('fornido_invitado=1')).toBe(true);
    expect(carriesInvitation('fornido_carrito=abc; fornido_invitado=1; otra=2')).toBe(true);
    expect(carriesInvitation('')).toBe(false);
    expect(carriesInvitation('fornido_invitado_no=1; xfornido_invitado=1')).toBe(false);
  });

  it('is told who invited them by first name, that it costs them nothing, and what the friend earns', () => {
    const text = invitationText({ referrerFirstName: 'Laura', percentageToGift: 0.07 });
    expect(text.title).toBe('Laura te invitó a Fornido');
    expect(text.detail).toBe(
      'Comprar con su invitación no te cuesta nada: cuando tu pago se confirme, Laura gana el 7 % de tus productos como saldo de regalo. Con tu cuenta, tú también puedes invitar y ganar.',
    );
    expect(text.line).toBe('Laura te invitó: con tu compra, Laura gana saldo de regalo, sin costo para ti.');
    expect(invitationText({ referrerFirstName: 'Sofía', percentageToGift: 0.075 }).detail).toContain('el 7,5 %');
  });
});
