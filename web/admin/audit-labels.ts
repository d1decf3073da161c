import type { ChangeAuthor } from '../../core/catalog/catalogue-fields';
import type { AuditEntryView } from '../../core/operators/audit-log';
import { ROLE_LABELS, type Role } from '../../core/operators/roles';
import type { OrderState } from '../../core/orders/order-state';
import { formatPesos } from '../../core/shared/format';
import { STATE_LABELS } from './order-states';

/** What an order's history records, in the console's words (its page and the Registro). */
export const ORDER_ACTION_LABELS: ReadonlyMap<string, string> = new Map([
  ['place', 'Pedido hecho'],
  ['claim', 'Unido a la cuenta del cliente'],
  ['approve-payment', 'Pago aprobado'],
  ['payment-attempt-failed', 'Intento de pago fallido'],
  ['expire', 'Vencido sin pago'],
  ['cancel', 'Pedido cancelado'],
  ['start-preparing', 'Preparación empezada'],
  ['ship', 'Pedido enviado'],
  ['deliver', 'Pedido entregado'],
  ['reverse', 'Pago reversado'],
  ['reverse-payment', 'Dinero devuelto'],
  ['note', 'Nota'],
  ['mail-resent', 'Correo reenviado'],
]);

/** Each kind of action the Registro lists (core/operators/audit-log.ts AUDIT_KINDS), in the console's words. */
export const AUDIT_KIND_LABELS: ReadonlyMap<string, string> = new Map([
  ['operator.invited', 'Operador invitado'],
  ['operator.enrolled', 'Alta de operador'],
  ['operator.signed-in', 'Inicio de sesión'],
  ['operator.password-changed', 'Contraseña cambiada'],
  ['operator.role-changed', 'Rol cambiado'],
  ['operator.disabled', 'Operador desactivado'],
  ['token.created', 'Token de acceso creado'],
  ['token.revoked', 'Token de acceso revocado'],
  ['payments.reconciled', 'Conciliación de pagos'],
  ['payments.notification-replayed', 'Notificación de pago repetida'],
  ['customer.credit-adjusted', 'Saldo de regalo ajustado'],
  ['return.approved', 'Devolución aprobada'],
  ['return.rejected', 'Devolución rechazada'],
  ['return.received', 'Devolución recibida'],
  ['return.refunded', 'Devolución reembolsada'],
  ['return.goodwill', 'Reembolso de cortesía'],
  ['invoice.retried', 'Factura reenviada a la DIAN'],
  ...[...ORDER_ACTION_LABELS].map(([action, label]) => [`order.${action}`, `Pedido: ${label.toLowerCase()}`] as const),
  ['catalogue.product', 'Catálogo: producto'],
  ['catalogue.variant', 'Catálogo: variante'],
  ['catalogue.category', 'Catálogo: categoría'],
  ['catalogue.brand', 'Catálogo: marca'],
]);

/** What made a catalogue change. */
export const CHANGE_SOURCE_LABELS: ReadonlyMap<ChangeAuthor['source'], string> = new Map<
  ChangeAuthor['source'],
  string
>([
  ['console', 'desde la consola'],
  ['set-price', 'cambio de precio'],
  ['bulk-price', 'precios en bloque'],
  ['restock', 'entrada de mercancía'],
  ['import', 'archivo del catálogo'],
]);

/** The fields an entry's before and after may hold, in the console's words. */
const FIELD_LABELS: ReadonlyMap<string, string> = new Map([
  ['name', 'Nombre'],
  ['slug', 'Dirección'],
  ['brand', 'Marca'],
  ['category', 'Categoría'],
  ['goal', 'Objetivo'],
  ['summary', 'Resumen'],
  ['description', 'Descripción'],
  ['ingredients', 'Ingredientes'],
  ['usage', 'Modo de uso'],
  ['invima', 'Registro INVIMA'],
  ['servingSize', 'Porción'],
  ['seoTitle', 'Título para buscadores'],
  ['seoDescription', 'Descripción para buscadores'],
  ['active', 'A la venta'],
  ['sku', 'Referencia (SKU)'],
  ['size', 'Tamaño'],
  ['flavour', 'Sabor'],
  ['weightGrams', 'Peso (g)'],
  ['servings', 'Porciones'],
  ['price', 'Precio'],
  ['compareAt', 'Precio antes'],
  ['stock', 'Stock'],
  ['taxRate', 'IVA'],
  ['lowStockLevel', 'Stock bajo desde'],
  ['pictures', 'Fotos'],
  ['state', 'Estado'],
  ['role', 'Rol'],
  ['status', 'Estado'],
  ['ip', 'Dirección IP'],
  ['balance', 'Saldo de regalo'],
  ['amount', 'Ajuste'],
  ['reason', 'Motivo'],
  ['checked', 'Intentos revisados'],
  ['changed', 'Cambiaron'],
  ['disagreements', 'Sin coincidir'],
  ['unanswered', 'Solicitudes retiradas'],
  ['result', 'Resultado'],
  ['sessionsEnded', 'Sesiones cerradas'],
]);

const MONEY = new Set(['price', 'compareAt', 'balance', 'amount']);
const OPERATOR_STATUS = new Map([
  ['invited', 'invitado'],
  ['active', 'activo'],
  ['disabled', 'desactivado'],
]);

export const fieldLabel = (field: string): string => FIELD_LABELS.get(field) ?? field;

/** A value of a field as the console shows it: pesos, sí/no, a state or role by name, a long text cut short. */
export const fieldValue = (field: string, value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'sí' : 'no';
  if (typeof value === 'number' && MONEY.has(field)) return formatPesos(value);
  if (typeof value === 'number' && field === 'taxRate') return `${Math.round(value * 100)} %`;
  if (typeof value === 'string' && field === 'state') return STATE_LABELS.get(value as OrderState) ?? value;
  if (typeof value === 'string' && field === 'role') return ROLE_LABELS.get(value as Role) ?? value;
  if (typeof value === 'string' && field === 'status') return OPERATOR_STATUS.get(value) ?? value;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
};

/** The fields an entry changed, each with its value before (null when the entry made something) and after. */
export const changedFieldsOf = (e: Pick<AuditEntryView, 'before' | 'after'>) => {
  const fields = new Set([...Object.keys(e.before ?? {}), ...Object.keys(e.after ?? {})]);
  const was = new Map(Object.entries(e.before ?? {}));
  const now = new Map(Object.entries(e.after ?? {}));
  return [...fields]
    .filter((f) => JSON.stringify(was.get(f)) !== JSON.stringify(now.get(f)))
    .map((f) => ({ field: f, before: e.before ? (was.get(f) ?? null) : null, after: now.get(f) ?? null }));
};

/** The console's page of an entry's subject, or null when it has none the viewer may open. */
export const subjectHref = (
  e: Pick<AuditEntryView, 'kind' | 'subject' | 'product'>,
  canManageOperators: boolean,
): string | null => {
  const [area] = e.kind.split('.');
  switch (area) {
    case 'order':
      return `/pedidos/${encodeURIComponent(e.subject)}/`;
    case 'customer':
      return `/clientes/${encodeURIComponent(e.subject)}/`;
    case 'payments':
      return '/pagos/';
    case 'operator':
      return canManageOperators ? '/operadores/' : null;
    case 'catalogue':
      if (e.kind === 'catalogue.product') return `/catalogo/productos/${encodeURIComponent(e.subject)}/`;
      if (e.kind === 'catalogue.variant')
        return e.product ? `/catalogo/productos/${encodeURIComponent(e.product)}/` : null;
      return '/catalogo/categorias/';
    default:
      return null;
  }
};
