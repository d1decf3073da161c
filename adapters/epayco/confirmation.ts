import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingNotification, NotificationReader } from '../../core/payments/ports';

/** The merchant's confirmation keys (ePayco's dashboard: P_CUST_ID_CLIENTE and P_KEY, not the API keys). */
export type ConfirmationKeys = { readonly customerId: string; readonly pKey: string };

/** The fields of a confirmation, from its form body (POST) or its query (GET); repeated names take the first. */
export const confirmationFields = (notification: IncomingNotification): ReadonlyMap<string, string> => {
  const fields = new Map<string, string>();
  const body = notification.body.trim();
  const form = body.startsWith('{') ? jsonFields(body) : new URLSearchParams(body);
  for (const [k, v] of form) if (!fields.has(k)) fields.set(k, v);
  for (const [k, v] of Object.entries(notification.query)) if (!fields.has(k)) fields.set(k, v);
  return fields;
};

const jsonFields = (body: string): [string, string][] => {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null) return [];
    return Object.entries(parsed).flatMap(([k, v]) =>
      typeof v === 'string' || typeof v === 'number' ? [[k, String(v)] as [string, string]] : [],
    );
  } catch {
    return [];
  }
};

/** `x_signature`: sha256 of `p_cust_id_cliente^p_key^x_ref_payco^x_transaction_id^x_amount^x_currency_code`, with
 * `x_amount` exactly as received (PROVIDERS.md §2). */
export const confirmationSignature = (keys: ConfirmationKeys, fields: ReadonlyMap<string, string>): string =>
  createHash('sha256')
    .update(
      [
        keys.customerId,
        keys.pKey,
        fields.get('x_ref_payco') ?? '',
        fields.get('x_transaction_id') ?? '',
        fields.get('x_amount') ?? '',
        fields.get('x_currency_code') ?? '',
      ].join('^'),
    )
    .digest('hex');

const sameText = (a: string, b: string) => {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
};

/** ePayco's confirmations: the reference is `x_ref_payco`, and one whose signature is missing or does not hold is
 * invalid (never applied). Its state is not taken from it: the store reads the transaction back from ePayco. */
export const epaycoConfirmations = (keys: ConfirmationKeys): NotificationReader => ({
  read: async (notification) => {
    const fields = confirmationFields(notification);
    const reference = fields.get('x_ref_payco')?.trim() || null;
    const signature = fields.get('x_signature')?.trim().toLowerCase() ?? '';
    const valid = signature !== '' && sameText(signature, confirmationSignature(keys, fields));
    return { verdict: valid ? 'valid' : 'invalid', reference };
  },
});
