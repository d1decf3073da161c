import { describe, expect, it } from 'vitest';
import { AUDIT_KINDS } from '../../../core/operators/audit-log';
import {
  AUDIT_KIND_LABELS,
  changedFieldsOf,
  fieldLabel,
  fieldValue,
  subjectHref,
} from '../../../web/admin/audit-labels';

describe('the Registro’s words', () => {
  it('names every kind of action in Spanish', () => {
    for (const kind of AUDIT_KINDS) expect(AUDIT_KIND_LABELS.get(kind), kind).toMatch(/^[A-ZÁÉÍÓÚ]/);
    expect(AUDIT_KIND_LABELS.get('order.ship')).toBe('Pedido: pedido enviado');
  });

  it('shows only the fields an edit changed, in Spanish, with pesos, yes or no and states by name', () => {
    const changes = changedFieldsOf({
      before: { price: 129_900, name: 'Whey', active: true },
      after: { price: 119_900, name: 'Whey', active: false },
    });
    expect(
      changes.map((c) => [fieldLabel(c.field), fieldValue(c.field, c.before), fieldValue(c.field, c.after)]),
    ).toEqual([
      ['Precio', '$ 129.900', '$ 119.900'],
      ['A la venta', 'sí', 'no'],
    ]);
    expect(fieldValue('state', 'preparing')).toBe('En preparación');
    expect(fieldValue('role', 'manager')).toBe('Administrador');
    expect(changedFieldsOf({ before: null, after: { name: 'Creatina' } })).toEqual([
      { field: 'name', before: null, after: 'Creatina' },
    ]);
  });

  it('links a subject to its console page, and operators only for who manages them', () => {
    expect(subjectHref({ kind: 'order.note', subject: 'FO-2026-000001', product: null }, false)).toBe(
      '/pedidos/FO-2026-000001/',
    );
    expect(subjectHref({ kind: 'catalogue.variant', subject: 'ON-OPM-150TAB', product: 'opti-men' }, false)).toBe(
      '/catalogo/productos/opti-men/',
    );
    expect(subjectHref({ kind: 'customer.credit-adjusted', subject: 'a@b.co', product: null }, false)).toBe(
      '/clientes/a%40b.co/',
    );
    expect(subjectHref({ kind: 'operator.role-changed', subject: 'a@fornido.co', product: null }, false)).toBeNull();
    expect(subjectHref({ kind: 'operator.role-changed', subject: 'a@fornido.co', product: null }, true)).toBe(
      '/operadores/',
    );
  });
});
