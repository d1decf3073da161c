import type { SandboxItem } from './state';

/** A preference's body, checked as MercadoPago checks it; `problem` is MercadoPago's message for the first fault. */
export type CheckedPreference =
  | {
      readonly ok: true;
      readonly items: readonly SandboxItem[];
      readonly backUrls: { success?: string; pending?: string; failure?: string };
      readonly notificationUrl: string | null;
      readonly externalReference: string | null;
      readonly expiresAt: Date | null;
    }
  | { readonly ok: false; readonly code: string; readonly problem: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isUrl = (v: unknown) => typeof v === 'string' && /^https?:\/\/[^\s]+$/i.test(v);
const fault = (code: string, problem: string) => ({ ok: false as const, code, problem });

/** An item in Colombia's site: a title, a whole positive quantity, pesos (`COP`) with no decimals (COP has none). */
const itemOf = (raw: unknown): SandboxItem | string => {
  if (!isRecord(raw)) return 'items invalid';
  const { id, title, quantity, currency_id: currency, unit_price: price } = raw;
  if (typeof title !== 'string' || title.trim() === '') return 'item.title needed';
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return 'quantity invalid';
  if (currency !== undefined && currency !== 'COP') return 'currency_id invalid';
  if (typeof price !== 'number' || !Number.isInteger(price) || price <= 0) return 'unit_price invalid';
  return { id: typeof id === 'string' ? id : '', title, quantity, currency_id: 'COP', unit_price: price };
};

/** Checks a `POST /checkout/preferences` body: its items, its URLs, and its expiry window. */
export const checkPreference = (body: unknown): CheckedPreference => {
  if (!isRecord(body)) return fault('invalid_body', 'body must be a JSON object');
  if (!Array.isArray(body.items) || body.items.length === 0) return fault('invalid_items', 'items needed');
  const items: SandboxItem[] = [];
  for (const raw of body.items) {
    const item = itemOf(raw);
    if (typeof item === 'string') return fault('invalid_items', item);
    items.push(item);
  }
  const back = isRecord(body.back_urls) ? body.back_urls : {};
  const backUrls: { success?: string; pending?: string; failure?: string } = {};
  for (const key of ['success', 'pending', 'failure'] as const) {
    const url = back[key];
    if (url === undefined || url === '') continue;
    if (!isUrl(url)) return fault('invalid_back_urls', `back_urls.${key} invalid`);
    backUrls[key] = url as string;
  }
  if (body.auto_return !== undefined && body.auto_return !== '') {
    if (body.auto_return !== 'approved' && body.auto_return !== 'all')
      return fault('invalid_auto_return', 'auto_return invalid');
    if (!backUrls.success) return fault('invalid_auto_return', 'auto_return invalid. back_url.success must be defined');
  }
  if (body.notification_url != null && !isUrl(body.notification_url))
    return fault('invalid_notification_url', 'notification_url attribute must be url valid');
  if (body.external_reference != null && typeof body.external_reference !== 'string')
    return fault('invalid_external_reference', 'external_reference must be a string');
  let expiresAt: Date | null = null;
  if (body.expires === true) {
    const to = typeof body.expiration_date_to === 'string' ? new Date(body.expiration_date_to) : null;
    if (!to || Number.isNaN(to.getTime())) return fault('invalid_expiration_date_to', 'expiration_date_to invalid');
    const from = typeof body.expiration_date_from === 'string' ? new Date(body.expiration_date_from) : null;
    if (from && !(from.getTime() < to.getTime()))
      return fault('invalid_expiration_date', 'expiration_date_from must be before expiration_date_to');
    expiresAt = to;
  }
  return {
    ok: true,
    items,
    backUrls,
    notificationUrl: typeof body.notification_url === 'string' ? body.notification_url : null,
    externalReference: typeof body.external_reference === 'string' ? body.external_reference : null,
    expiresAt,
  };
};
