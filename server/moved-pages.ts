import type { RequestHandler } from 'express';

/** The information pages' former addresses and where they live now (issue 16): links, ads and printed material made
 * before the move keep working. A Map, so a path from a request is never looked up among an object's properties. */
export const MOVED_PAGES: ReadonlyMap<string, string> = new Map([
  ['/contacto/', '/contactenos/'],
  ['/envios/', '/metodo-formas-envio/'],
  ['/medios-de-pago/', '/metodo-formas-pago/'],
  ['/cambios-y-devoluciones/', '/politica-devolucion/'],
  ['/politica-de-privacidad/', '/politica-privacidad/'],
  ['/terminos-y-condiciones/', '/terminos-condiciones/'],
]);

/** A 301 from a former address (with or without its final slash) to the new one, keeping the query. */
export const movedPages: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const to = MOVED_PAGES.get(req.path.endsWith('/') ? req.path : `${req.path}/`);
  if (to === undefined) return next();
  const q = req.originalUrl.indexOf('?');
  res.redirect(301, `${to}${q === -1 ? '' : req.originalUrl.slice(q)}`);
};
