import { describe, expect, it } from 'vitest';
import { disagreementText, notificationResultText } from '../../../web/admin/payment-results';

describe('the payments’ results in the console’s Spanish', () => {
  it('says what became of a notification, replayed or not', () => {
    expect(notificationResultText('FO-2026-000042: pending → approved')).toBe('FO-2026-000042: pendiente → aprobado');
    expect(notificationResultText('replayed: FO-2026-000042: approved, unchanged')).toBe(
      'repetida: FO-2026-000042: sigue aprobado',
    );
    expect(notificationResultText('ignored: invalid signature')).toBe('ignorada: la firma no es válida');
    expect(notificationResultText('ignored: it names no payment')).toBe('ignorada: no nombra ningún pago');
    expect(notificationResultText('ignored: its reference is longer than 64 characters (80)')).toBe(
      'ignorada: su referencia tiene 80 caracteres (el máximo es 64)',
    );
    expect(notificationResultText('ignored: no attempt with reference MP-123')).toBe(
      'ignorada: ningún intento de pago tiene la referencia MP-123',
    );
    expect(
      notificationResultText(
        'not verified yet: MercadoPago could not be reached: timeout (payment 9); reconciliation settles its payment',
      ),
    ).toBe(
      'sin verificar todavía (MercadoPago could not be reached: timeout (payment 9)); la conciliación resolverá el pago',
    );
  });

  it('says why the store and a provider disagree, inside a result too', () => {
    expect(disagreementText('the provider could not be asked')).toBe('no se le pudo preguntar al proveedor');
    expect(disagreementText('provider addi is not configured here')).toBe(
      'el proveedor addi no está configurado en esta tienda',
    );
    expect(disagreementText('approved not applied: El pago no coincide con el pedido: 1000 COP.')).toBe(
      'el proveedor dice «aprobado», pero no se pudo aplicar: El pago no coincide con el pedido: 1000 COP.',
    );
    expect(disagreementText('the provider approved it but the order is cancelled: flagged for an operator')).toBe(
      'el proveedor lo aprobó, pero el pedido está cancelado: queda marcado para que un operador lo revise',
    );
    expect(notificationResultText('FO-1: pending, unchanged (the provider could not be asked: sin conexión)')).toBe(
      'FO-1: sigue pendiente (no se le pudo preguntar al proveedor: sin conexión)',
    );
    expect(disagreementText('algo nuevo que la consola no conoce')).toBe('algo nuevo que la consola no conoce');
  });
});
