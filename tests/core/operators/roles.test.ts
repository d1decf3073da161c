import { describe, expect, it } from 'vitest';
import { can, parseRole, permissionsOf, PERMISSIONS, ROLES } from '../../../core/operators/roles';

describe('roles', () => {
  it('gives the owner everything, and operators and settings to the owner alone', () => {
    expect(permissionsOf('owner')).toEqual(PERMISSIONS);
    for (const role of ROLES.filter((r) => r !== 'owner')) {
      expect(can(role, 'operators.manage')).toBe(false);
      expect(can(role, 'settings.read')).toBe(false);
    }
  });

  it('lets a manager run the catalogue, orders, refunds, reconciliation, customers and reports', () => {
    for (const p of [
      'catalogue.write',
      'orders.fulfil',
      'orders.cancel',
      'payments.refund',
      'payments.reconcile',
      'customers.credit',
    ] as const)
      expect(can('manager', p)).toBe(true);
    expect(can('manager', 'reports.read')).toBe(true);
    expect(can('manager', 'operations.run')).toBe(true);
  });

  it('keeps the warehouse to orders to prepare and ship, and stock: no catalogue edits, refunds or customers', () => {
    expect(permissionsOf('warehouse')).toEqual([
      'stock.write',
      'orders.read',
      'orders.fulfil',
      'notes.write',
      'returns.read',
      'returns.receive',
    ]);
    for (const p of [
      'catalogue.write',
      'payments.refund',
      'payments.reconcile',
      'orders.cancel',
      'customers.read',
      'reports.read',
    ] as const)
      expect(can('warehouse', p)).toBe(false);
  });

  it('lets support read orders and customers, resend mails and add notes, and change nothing else', () => {
    expect(permissionsOf('support')).toEqual([
      'orders.read',
      'customers.read',
      'mail.resend',
      'notes.write',
      'leads.manage',
      'returns.read',
      'returns.write',
      'invoices.read',
    ]);
  });

  it('lets owners and managers send an invoice again, and support read the invoices only', () => {
    for (const role of ['owner', 'manager'] as const) expect(can(role, 'invoices.retry')).toBe(true);
    expect(can('support', 'invoices.retry')).toBe(false);
    expect(can('warehouse', 'invoices.read')).toBe(false);
  });

  it('reads a role by name only, never a property of an object', () => {
    expect(parseRole(' Warehouse ')).toBe('warehouse');
    for (const name of ['constructor', '__proto__', 'toString', 'admin', '']) expect(parseRole(name)).toBeNull();
  });
});
