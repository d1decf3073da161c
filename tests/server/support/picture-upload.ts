import sharp from 'sharp';
import type { OperatorServer } from './operator-client';

/** A photo as a phone would send it: a JPEG of `side` pixels. */
export const aPhoto = (side = 600) =>
  sharp({ create: { width: side, height: side, channels: 3, background: { r: 200, g: 30, b: 50 } } })
    .jpeg()
    .toBuffer();

/** Uploads `bytes` as the console does: the request's whole body, under the operator's cookie. */
export const uploadPicture = (
  ctx: OperatorServer,
  slug: string,
  bytes: Uint8Array,
  cookie: string,
  type = 'image/jpeg',
) =>
  ctx.server.get(`/api/admin/v1/catalogue/products/${slug}/pictures`, {
    method: 'POST',
    headers: { 'Accept': 'application/json', 'Content-Type': type, 'Origin': 'https://fornido.co', 'Cookie': cookie },
    body: new Blob([new Uint8Array(bytes)]),
  });
