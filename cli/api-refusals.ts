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

/** The words of `fornido search reindex` for the index it cannot fill. */
const SEARCH_REFUSALS: ReadonlyMap<string, string> = new Map([
  [
    'search-not-configured',
    'Algolia is not configured: set ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY (and ALGOLIA_SEARCH_KEY for the storefront to search it).',
  ],
  ['empty-catalogue', 'The catalogue is empty, so there is nothing to index. Run "fornido db seed" first.'],
]);

/** A use case's refusal in plain English by its kind, the same whether it came through the operators' API or from the
 * use case on the database; undefined for the kinds only the API answers. `subject` is what the command named (the
 * order number, the sku, the id) for the kinds that say which one. */
export const refusalText = (body: RequestError['body'], subject: string): string | undefined => {
  switch (body.kind) {
    case 'order-not-found':
      return `No order ${subject}. List them with "fornido orders list".`;
    case 'variant-not-found':
      return `No variant has the sku "${subject.trim().toUpperCase()}".`;
    case 'stale':
      return `The variant ${subject.trim().toUpperCase()} changed meanwhile; nothing was changed: try again.`;
    case 'invalid-input':
      return fieldsText(body.fields);
    case 'provider-not-configured':
      return `Provider "${body.provider}" is not configured here. Configured: ${body.configured.join(', ') || 'none'}.`;
    case 'notification-not-found':
      return `No notification ${subject}. List them with "fornido webhooks list".`;
    case 'not-replayable':
      return body.detail;
    case 'event-not-found':
      return `No event ${body.id}. List them with "fornido events list".`;
    case 'mail-not-kept':
      return 'SMTP is configured (SMTP_URL), so mail is handed to the SMTP server and the outbox stays empty by design. Look in the mail server instead.';
    case 'mail-not-found':
      return `No message with id ${subject} in the outbox. List them with "fornido mail list".`;
    case 'search-not-configured':
    case 'empty-catalogue':
      return SEARCH_REFUSALS.get(body.kind);
    default:
      return undefined;
  }
};

/** A refusal of the operators' API as a plain English error for the terminal, by its kind: `subject` is what the command
 * named (the order number, the sku) for the kinds that say which one. */
export const refusalInEnglish = (error: RequestError, reach: StoreApiReach, subject: string): string => {
  const body = error.body;
  const text = refusalText(body, subject);
  if (text !== undefined) return text;
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
    case 'not-found':
      return `The store at ${reach.url} does not have this endpoint: it runs an older Fornido than this command.`;
    case 'rate-limited':
      return `The store at ${reach.url} asks to wait ${body.retryAfterSeconds} s before trying again.`;
    default:
      return `The store at ${reach.url} could not do it (HTTP ${error.status}, ${body.kind}): its log says why.`;
  }
};
