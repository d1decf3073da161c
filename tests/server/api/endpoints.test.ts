import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { endpoint, queryOf, requestOf } from '../../../contract/endpoint';
import { RequestError } from '../../../contract/request-error';
import { err, ok } from '../../../core/shared/result';
import { apiErrors } from '../../../server/errors';
import { endpointRoutes, inProcessApi, type Handlers } from '../../../server/api/endpoints';
import type { Logger } from '../../../core/shared/ports';

const silentLogger: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

// A table of its own, so what is checked is the framework: how a call is written, read, answered and refused.
const inputs = {
  find: z.object({
    slug: z.string(),
    page: z._default(z.pipe(z.coerce.number(), z.int().check(z.minimum(1))), 1),
    tag: z._default(z.union([z.string(), z.array(z.string())]), []),
  }),
  save: z.object({ name: z.string({ error: 'Escribe el nombre.' }).check(z.minLength(2, 'Escribe el nombre.')) }),
};

const table = {
  find: endpoint<
    { readonly slug: string; readonly tags: readonly string[]; readonly page: number },
    typeof inputs.find
  >()({
    method: 'GET',
    path: '/api/v1/things/:slug',
    encode: (arg: { slug: string; page: number; tags: readonly string[] }) => ({
      slug: arg.slug,
      page: String(arg.page),
      tag: arg.tags,
    }),
    errors: ['product-not-found'],
  }),
  save: endpoint<{ readonly saved: string }, typeof inputs.save>()({
    method: 'POST',
    path: '/api/v1/things',
    status: 201,
  }),
};

const handlers: Handlers<typeof table> = {
  find: async ({ slug, page, tag }) =>
    slug === 'nada'
      ? err({ kind: 'product-not-found', message: 'No encontramos ese producto.' })
      : ok({ slug, page, tags: typeof tag === 'string' ? [tag] : tag }),
  save: async ({ name }) => ({ saved: name }),
};

let url = '';
let close: () => void = () => undefined;
beforeAll(async () => {
  const app = express();
  const v1 = express.Router();
  v1.use(express.json(), endpointRoutes(table, inputs, handlers), apiErrors(silentLogger));
  app.use('/api/v1', v1);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe('an endpoint table', () => {
  it('writes a call as its address, path parameters encoded and lists repeated in the query', () => {
    const { path, rest } = requestOf(table.find, { slug: 'whey pro', page: 2, tags: ['a', 'b'] });
    expect(`${path}${queryOf(rest)}`).toBe('/api/v1/things/whey%20pro?page=2&tag=a&tag=b');
  });

  it('answers over HTTP and in process alike, from the same reading of the fields', async () => {
    const arg = { slug: 'whey', page: 3, tags: ['x'] };
    const overHttp = await (await fetch(`${url}/api/v1/things/whey?page=3&tag=x`)).json();
    const inProcess = await inProcessApi(table, inputs, handlers, null).find(arg);
    expect(inProcess).toEqual(overHttp);
    expect(inProcess).toEqual({ slug: 'whey', page: 3, tags: ['x'] });
  });

  it('refuses with the use case’s kind and its status on both sides', async () => {
    const res = await fetch(`${url}/api/v1/things/nada`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { kind: 'product-not-found', message: 'No encontramos ese producto.' } });
    const refused = await inProcessApi(table, inputs, handlers, null)
      .find({ slug: 'nada', page: 1, tags: [] })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RequestError);
    expect(refused).toMatchObject({ status: 404, body: { kind: 'product-not-found' } });
  });

  it('answers a query it cannot read with 400 bad-request, and a body with the wrong fields named in Spanish', async () => {
    const query = await fetch(`${url}/api/v1/things/whey?page=cero`);
    expect(query.status).toBe(400);
    expect((await query.json()).error.kind).toBe('bad-request');
    const body = await fetch(`${url}/api/v1/things`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'x' }),
    });
    expect(body.status).toBe(400);
    expect((await body.json()).error).toEqual({
      kind: 'invalid-input',
      message: 'Escribe el nombre.',
      fields: { name: 'Escribe el nombre.' },
    });
  });

  it('answers a success with the endpoint’s own status', async () => {
    const res = await fetch(`${url}/api/v1/things`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Creatina' }),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ saved: 'Creatina' });
  });
});
