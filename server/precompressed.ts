import type { RequestHandler } from 'express';
import { readdirSync } from 'node:fs';
import { extname, join } from 'node:path';

/**
 * Serves the build's brotli copies (`name.br`, written by vite.config.ts) of hashed scripts and stylesheets to
 * browsers that accept brotli; anything else falls through to the plain file, compressed on the fly. The copies are
 * listed once at start: the hashed names never change while the process runs.
 */
export const precompressedAssets = (assetsDir: string): RequestHandler => {
  const copies = new Set(
    readdirSync(assetsDir)
      .filter((name) => name.endsWith('.br'))
      .map((name) => name.slice(0, -3)),
  );
  return (req, res, next) => {
    const name = req.path.slice(1);
    if (!copies.has(name)) return next();
    res.vary('Accept-Encoding');
    if (req.acceptsEncodings('br', 'identity') !== 'br') return next();
    res.type(extname(name));
    res.setHeader('Content-Encoding', 'br');
    res.sendFile(join(assetsDir, `${name}.br`), { immutable: true, maxAge: '1y' }, (error) => error && next(error));
  };
};
