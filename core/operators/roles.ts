/** What an operator may be: the owner runs everything, a manager the business, the warehouse the parcels, support the
 * conversations with shoppers. */
export const ROLES = ['owner', 'manager', 'warehouse', 'support'] as const;
export type Role = (typeof ROLES)[number];

/** Each thing an operator may do, checked by the use case that does it (never only by the page that offers it). */
export const PERMISSIONS = [
  'operators.manage',
  'settings.read',
  'catalogue.read',
  'catalogue.write',
  'stock.write',
  'orders.read',
  'orders.fulfil',
  'orders.cancel',
  'payments.read',
  'payments.refund',
  'payments.reconcile',
  'customers.read',
  'customers.credit',
  'reports.read',
  'mail.resend',
  'notes.write',
  'leads.manage',
  /** Returns (issue 34): read them, answer them (approve or reject) and receive their units. Their refunds are
   * `payments.refund`'s. */
  'returns.read',
  'returns.write',
  'returns.receive',
  /** Electronic invoicing (issue 35): read the documents and their numbering, and send a refused or waiting one again. */
  'invoices.read',
  'invoices.retry',
  /** The store's machinery: the order events' outbox, the mail kept without SMTP (it holds shoppers' links), the search
   * index. */
  'operations.run',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const MANAGER: readonly Permission[] = PERMISSIONS.filter((p) => p !== 'operators.manage' && p !== 'settings.read');
// The warehouse packs, ships and receives deliveries: it sees every variant's stock (Stock in the console), never the
// rest of the catalogue, the money or the customers.
// It receives the parcels shoppers send back, and says which units go back on sale.
const WAREHOUSE: readonly Permission[] = [
  'orders.read',
  'orders.fulfil',
  'stock.write',
  'notes.write',
  'returns.read',
  'returns.receive',
];
// Support answers shoppers: it approves or rejects their returns, and never gives money back.
const SUPPORT: readonly Permission[] = [
  'orders.read',
  'customers.read',
  'mail.resend',
  'notes.write',
  'leads.manage',
  'returns.read',
  'returns.write',
  'invoices.read',
];

const GRANTS: ReadonlyMap<Role, ReadonlySet<Permission>> = new Map([
  ['owner', new Set(PERMISSIONS)],
  ['manager', new Set(MANAGER)],
  ['warehouse', new Set(WAREHOUSE)],
  ['support', new Set(SUPPORT)],
]);

/** Whether a role grants a permission. */
export const can = (role: Role, permission: Permission): boolean => GRANTS.get(role)?.has(permission) ?? false;

/** Every permission of a role, in the table's order (what the console shows and hides). */
export const permissionsOf = (role: Role): readonly Permission[] => PERMISSIONS.filter((p) => can(role, p));

/** A role's name as read from a request, a file or a flag; null when it is none. */
export const parseRole = (text: string): Role | null => ROLES.find((r) => r === text.trim().toLowerCase()) ?? null;

/** A role as the console names it. */
export const ROLE_LABELS: ReadonlyMap<Role, string> = new Map([
  ['owner', 'Dueño'],
  ['manager', 'Administrador'],
  ['warehouse', 'Bodega'],
  ['support', 'Soporte'],
]);
