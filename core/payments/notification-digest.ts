import type { IncomingNotification } from './ports';

/** What a refused notification keeps of its body: enough to recognise it, never enough to fill a disk. */
export const DIGEST_BODY_CHARACTERS = 256;
/** What a digest keeps of each header or query value, and of each query name. */
const VALUE_CHARACTERS = 100;
const NAME_CHARACTERS = 40;
/** How many query entries a digest keeps. */
const QUERY_ENTRIES = 5;
/** The headers that say who sent a notification and how it was signed; credentials (Authorization) are never kept. */
const DIGEST_HEADERS = ['content-type', 'user-agent', 'x-request-id', 'x-signature'] as const;

const cut = (text: string, length: number) => (text.length > length ? `${text.slice(0, length)}…` : text);

/** A refused notification reduced to what an operator needs (a few headers, the first query entries, the body's
 * first characters, each cut short): its size and hash are kept beside it, so a digest is bounded whatever came. */
export const digestOf = (notification: IncomingNotification): IncomingNotification => ({
  headers: Object.fromEntries(
    DIGEST_HEADERS.flatMap((name) => {
      const value = notification.headers[name];
      return value === undefined ? [] : [[name, cut(value, VALUE_CHARACTERS)]];
    }),
  ),
  query: Object.fromEntries(
    Object.entries(notification.query)
      .slice(0, QUERY_ENTRIES)
      .map(([name, value]) => [cut(name, NAME_CHARACTERS), cut(value, VALUE_CHARACTERS)]),
  ),
  body: cut(notification.body, DIGEST_BODY_CHARACTERS),
});
