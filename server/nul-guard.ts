import type { RequestHandler, Response } from 'express';
import { escapeHtml } from '../core/mail/layout';
import { HttpError } from './errors';

// PostgreSQL's text cannot hold a NUL character: one that reached a query failed it (a 500). No browser form, link or
// provider puts one in an address, a query or a JSON or form body, so a request that carries one is refused at the
// door, before any of it reaches the session, the referral step or a use case. A raw NUL cannot be in an HTTP request
// line, so in the URL it is `%00`.
const ENCODED_NUL = /%00/i;

/** Whether a parsed body (JSON or a form: texts, lists and objects of them) holds a NUL in a key or a text. */
export const holdsNul = (value: unknown, depth = 0): boolean => {
  if (typeof value === 'string') return value.includes('\u0000');
  // Bytes (an uploaded picture) are no text: a NUL is any image's ordinary byte.
  if (value instanceof Uint8Array) return false;
  if (typeof value !== 'object' || value === null || depth > 32) return false;
  return Object.entries(value).some(([key, v]) => key.includes('\u0000') || holdsNul(v, depth + 1));
};

const refuse = (res: Response, api: boolean, status: 400 | 404, message: string) => {
  res.status(status).setHeader('Cache-Control', 'no-store');
  if (api) res.json({ error: { kind: status === 404 ? 'not-found' : 'bad-request', message } });
  else
    res
      .type('html')
      .send(
        `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Dirección no válida | Fornido Colombia</title></head><body style="font-family:system-ui,sans-serif;padding:2rem"><h1>${escapeHtml(message)}</h1><p><a href="/">Volver al inicio</a></p></body></html>`,
      );
};

/** Refuses a URL with a NUL, as JSON under /api/ and as a page elsewhere: in the path it names nothing there is (404),
 * in the query it is a bad request (400). */
export const refuseNulInUrl: RequestHandler = (req, res, next) => {
  if (!ENCODED_NUL.test(req.url)) return next();
  const query = req.url.indexOf('?');
  const api = req.path.startsWith('/api/');
  if (query === -1 || ENCODED_NUL.test(req.url.slice(0, query)))
    return refuse(res, api, 404, 'No encontramos esa dirección.');
  refuse(res, api, 400, 'La dirección tiene un carácter que no podemos leer.');
};

/** Refuses a parsed body with a NUL in any of its keys or texts (400), after the body parser that read it. */
export const refuseNulInBody: RequestHandler = (req, _res, next) => {
  if (!holdsNul(req.body)) return next();
  next(
    HttpError.from({
      kind: 'invalid-input',
      message: 'Los datos enviados tienen un carácter que no podemos leer.',
      fields: {},
    }),
  );
};
