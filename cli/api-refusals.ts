import { MAX_ADJUSTMENT } from '../core/customer-care/console-customers';
import { formatPesos } from '../core/shared/format';
import { RESTOCK_UNITS_RULE } from '../core/catalog/restock-variant';
import type { RequestError } from '../contract/request-error';
import { howToGetAToken, type StoreApiReach } from './reach';

// A refused field in the terminal's words (the API answers in the console's Spanish), by the field's name.
const FIELDS: ReadonlyMap<string, string> = new Map([
  ['tracking', 'The tracking number must be 4 to 40 letters, digits or hyphens.'],
  ['price', 'Give the price as whole pesos, e.g. 189900.'],
  ['compareAt', 'The compare-at price must be whole pesos above the price, or "none" to drop it.'],
  ['search', 'Search with at least 3 characters.'],
  ['units', RESTOCK_UNITS_RULE],
  ['reason', 'Give the reason for the cancellation (3 to 300 characters).'],
  ['amount', `The amount must be whole pesos other than 0, at most ${formatPesos(MAX_ADJUSTMENT)} either way.`],
]);

/** What is wrong with a field the operators' API refused (`price`, `tracking`…), in English. */
export const fieldInEnglish = (field: string): string => FIELDS.get(field) ?? `The store refused the ${field} given.`;

const fieldsText = (fields: Readonly<Record<string, string>>) => Object.keys(fields).map(fieldInEnglish).join(' ');

/** A refusal of the operators' API as a plain English error for the terminal, by its kind: `subject` is what the command
 * named (the order number, the sku) for the kinds that say which one. */
export const refusalInEnglish = (error: RequestError, reach: StoreApiReach, subject: string): string => {
  const body = error.body;
  switch (body.kind) {
    case 'unauthenticated':
      return (
        `The store at ${reach.url} refused the access token in FORNIDO_TOKEN: it is wrong or revoked, or its operator ` +
        `is disabled. ${howToGetAToken(reach.url)}`
      );
    case 'forbidden':
      return (
        `The operator of the access token in FORNIDO_TOKEN may not do this: their role lacks the permission ` +
        `"${body.permission}". An owner can change their role in the console.`
      );
    case 'order-not-found':
      return `No order ${subject}. List them with "fornido orders list".`;
    case 'variant-not-found':
      return `No variant has the sku "${subject.trim().toUpperCase()}".`;
    case 'stale':
      return `The variant ${subject.trim().toUpperCase()} changed meanwhile; nothing was changed: try again.`;
    case 'invalid-input':
      return fieldsText(body.fields);
    case 'not-found':
      return `The store at ${reach.url} does not have this endpoint: it runs an older Fornido than this command.`;
    case 'rate-limited':
      return `The store at ${reach.url} asks to wait ${body.retryAfterSeconds} s before trying again.`;
    default:
      return `The store at ${reach.url} could not do it (HTTP ${error.status}, ${body.kind}): its log says why.`;
  }
};
