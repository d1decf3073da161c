import type { Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { boundedCache } from '../../core/shared/bounded-cache';
import { pageRowOf, type Loaded } from '../../web/entry-server';

type Kept = {
  readonly version: number;
  readonly html: Buffer;
  readonly etag: string;
  /** Compressed on the first request that accepts each encoding, then kept with the page. */
  br?: Buffer;
  gzip?: Buffer;
};

/** About 30 MiB of pages per process: some 400 pages of 50–80 KiB with their compressed copies. */
const KEPT_BYTES = 30 * 1024 * 1024;
const KEPT_PAGES = 2_000;

/**
 * Rendered pages kept in memory by address, each at the catalogue version it was rendered at: a guest's request for
 * a page kept at the current version is answered without loading or rendering anything, compressed once.
 */
export const pageCache = () => {
  const pages = boundedCache<Kept>(KEPT_PAGES, KEPT_BYTES);
  return {
    /** Answers the request from the page kept for its address at this version; false when there is none. */
    serve(req: Request, res: Response, version: number): boolean {
      const kept = pages.get(req.originalUrl);
      if (kept?.version !== version) return false;
      res.setHeader('X-Cache', 'hit');
      res.setHeader('ETag', kept.etag);
      res.vary('Accept-Encoding');
      res.status(200).type('html');
      const encoding = req.acceptsEncodings('br', 'gzip', 'identity');
      if (encoding === 'br' || encoding === 'gzip') {
        res.setHeader('Content-Encoding', encoding);
        res.send((kept[encoding] ??= compress(kept.html, encoding)));
      } else res.send(kept.html);
      return true;
    },
    /** Keeps a page rendered for a guest at this version, when its kind is public and it was found, and labels the
     * answer about to be sent with the same validator later answers carry. */
    keep(req: Request, res: Response, version: number, loaded: Loaded, html: string): void {
      if (loaded.status !== 200 || pageRowOf(loaded.page.kind).keeping !== 'shared') return;
      const body = Buffer.from(html);
      const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
      // Counted with room for its compressed copies (a fifth of the page each at most).
      pages.set(req.originalUrl, { version, html: body, etag }, Math.ceil(body.length * 1.4));
      res.setHeader('X-Cache', 'miss');
      res.setHeader('ETag', etag);
    },
  };
};

export type PageCache = ReturnType<typeof pageCache>;

const compress = (html: Buffer, encoding: 'br' | 'gzip'): Buffer =>
  encoding === 'br'
    ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })
    : gzipSync(html, { level: 6 });
