import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  filterRecords,
  matchRecord,
  partsOf,
  rank,
  valuesAt,
  type AlgoliaObject,
  type Params,
  type Settings,
} from './algolia-engine';
import { words, type SynonymObject } from './algolia-synonyms';

/*
 * A local stand-in for Algolia's REST API (the paths the JavaScript client v5 calls), for the contract
 * and CLI tests: credentials checked from the `x-algolia-*` headers, JSON read whatever the content type
 * (the client sends text/plain), records kept in memory, replicas sharing their primary's records, and
 * every task published at once. It records each request so tests can assert the exact wire format.
 */

export type RecordedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
};
type Index = { records: Map<string, AlgoliaObject>; settings: Settings; synonyms: Map<string, SynonymObject> };

const SEARCH_PARAMS = new Set([
  'query',
  'offset',
  'length',
  'page',
  'hitsPerPage',
  'facets',
  'facetFilters',
  'numericFilters',
  'attributesToRetrieve',
  'attributesToHighlight',
  'analytics',
  'clickAnalytics',
  'getRankingInfo',
]);

export type FakeAlgolia = {
  readonly host: string;
  readonly port: number;
  readonly requests: RecordedRequest[];
  readonly indices: Map<string, Index>;
  close(): Promise<void>;
};

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Starts the fake on 127.0.0.1 and a free port; `searchKey` may only search, `adminKey` may do anything. */
export const startFakeAlgolia = async (keys: {
  appId: string;
  searchKey: string;
  adminKey: string;
}): Promise<FakeAlgolia> => {
  const indices = new Map<string, Index>();
  const requests: RecordedRequest[] = [];
  let lastTask = 0;
  const task = () => ({ taskID: ++lastTask, updatedAt: new Date().toISOString() });
  const index = (name: string) =>
    indices.get(name) ?? indices.set(name, { records: new Map(), settings: {}, synonyms: new Map() }).get(name)!;
  const replicasOf = (name: string) => (index(name).settings.replicas as string[] | undefined) ?? [];
  const primaryOf = (name: string) =>
    [...indices].find(([, i]) => ((i.settings.replicas as string[] | undefined) ?? []).includes(name))?.[0];

  const search = (indexName: string, p: Params) => {
    const unknown = Object.keys(p).filter((k) => !SEARCH_PARAMS.has(k));
    if (unknown.length) throw new HttpError(400, `Unknown parameter: ${unknown.join(', ')}`);
    const query = typeof p.query === 'string' ? p.query : '';
    const settings = index(indexName).settings;
    const records = filterRecords([...index(primaryOf(indexName) ?? indexName).records.values()], p);
    const parts = partsOf(query, settings, [...index(indexName).synonyms.values()]);
    const matchAll = (optional: number) =>
      records.flatMap((o) => {
        const m = matchRecord(o, parts, settings, optional);
        return m ? [{ o, m }] : [];
      });
    // removeWordsIfNoResults 'lastWords': the last words become optional, one more at a time, at most five.
    let optional = 0;
    let matches = matchAll(0);
    while (
      matches.length === 0 &&
      settings.removeWordsIfNoResults === 'lastWords' &&
      optional < Math.min(5, parts.length)
    )
      matches = matchAll(++optional);
    const removed = new Set(parts.slice(parts.length - optional).flatMap((part) => part.typed));
    const queryAfterRemoval = query
      .split(/(\s+)/)
      .map((token) =>
        words(token).length > 0 && words(token).every((w) => removed.has(w)) ? `<em>${token}</em>` : token,
      )
      .join('');
    const ranked = rank(matches, settings).map((x) => x.o);
    const paged = p.offset !== undefined || p.length !== undefined;
    const hitsPerPage = Number(p.hitsPerPage ?? 20);
    const start = paged ? Number(p.offset ?? 0) : Number(p.page ?? 0) * hitsPerPage;
    const retrieve = (p.attributesToRetrieve as string[] | undefined) ?? ['*'];
    const hits = ranked
      .slice(start, start + (paged ? Number(p.length ?? 20) : hitsPerPage))
      .map((o) =>
        retrieve.includes('*')
          ? o
          : Object.fromEntries(Object.entries(o).filter(([k]) => k === 'objectID' || retrieve.includes(k))),
      );
    const facetable = ((settings.attributesForFaceting as string[] | undefined) ?? []).filter(
      (a) => !a.startsWith('filterOnly('),
    );
    const asked = ((p.facets as string[] | undefined) ?? []).filter((f) => facetable.includes(f));
    const facets = Object.fromEntries(
      asked.map((f) => [
        f,
        ranked
          .flatMap((o) => valuesAt(o, f))
          .reduce<Record<string, number>>((acc, v) => ({ ...acc, [String(v)]: (acc[String(v)] ?? 0) + 1 }), {}),
      ]),
    );
    const numbers = (f: string) =>
      ranked.flatMap((o) => valuesAt(o, f)).filter((v): v is number => typeof v === 'number');
    const stats = Object.fromEntries(
      asked
        .filter((f) => numbers(f).length)
        .map((f) => {
          const ns = numbers(f);
          return [
            f,
            {
              min: Math.min(...ns),
              max: Math.max(...ns),
              avg: ns.reduce((a, b) => a + b, 0) / ns.length,
              sum: ns.reduce((a, b) => a + b, 0),
            },
          ];
        }),
    );
    return {
      hits,
      nbHits: ranked.length,
      processingTimeMS: 1,
      query,
      ...(optional > 0 && matches.length > 0 ? { queryAfterRemoval } : {}),
      params: new URLSearchParams(Object.entries(p).map(([k, v]) => [k, JSON.stringify(v)])).toString(),
      exhaustiveNbHits: true,
      index: indexName,
      ...(paged
        ? { offset: start, length: Number(p.length ?? 20) }
        : { page: Number(p.page ?? 0), hitsPerPage, nbPages: Math.ceil(ranked.length / hitsPerPage) }),
      ...(asked.length ? { facets, facets_stats: stats } : {}),
    };
  };

  const operation = (source: string, p: { operation: string; destination: string; scope?: string[] }) => {
    const from = index(source);
    const { replicas: _dropped, ...settings } = from.settings;
    if (p.operation === 'copy') {
      const to = index(p.destination);
      if (!p.scope || p.scope.includes('settings')) to.settings = { ...settings };
      if (!p.scope || p.scope.includes('synonyms')) to.synonyms = new Map(from.synonyms);
      if (!p.scope) to.records = new Map(from.records);
    } else {
      const keep = indices.get(p.destination)?.settings.replicas;
      indices.set(p.destination, {
        records: from.records,
        settings: keep ? { ...settings, replicas: keep } : settings,
        synonyms: from.synonyms,
      });
      indices.delete(source);
    }
    return task();
  };

  const route = (
    method: string,
    path: string,
    query: URLSearchParams,
    body: Record<string, unknown>,
    admin: boolean,
  ) => {
    const [, , , name = '', action = '', extra = ''] = path.split('/').map(decodeURIComponent);
    const write = () => {
      if (!admin) throw new HttpError(403, 'Method not allowed with this API key');
    };
    if (method === 'POST' && name === '*' && action === 'queries')
      return {
        results: (body.requests as (Params & { indexName: string })[]).map(({ indexName, ...p }) =>
          search(indexName, p),
        ),
      };
    if (method === 'POST' && action === 'query') return search(name, body);
    if (method === 'GET' && action === 'task')
      return { status: 'published', pendingTask: false, taskID: Number(extra) };
    write();
    if (method === 'PUT' && action === 'settings')
      return ((index(name).settings = { ...index(name).settings, ...body }), task());
    if (method === 'GET' && action === 'settings') return index(name).settings;
    if (method === 'POST' && action === 'operation') return operation(name, body as never);
    if (method === 'POST' && action === 'synonyms' && extra === 'batch') {
      const targets = [name, ...(query.get('forwardToReplicas') === 'true' ? replicasOf(name) : [])];
      for (const target of targets) {
        const kept = index(target).synonyms;
        if (query.get('replaceExistingSynonyms') === 'true') kept.clear();
        for (const synonym of body as unknown as SynonymObject[]) kept.set(synonym.objectID, synonym);
      }
      return task();
    }
    if (method === 'POST' && action === 'clear') return (index(name).records.clear(), task());
    if (method === 'DELETE' && action === '')
      return (indices.delete(name), { ...task(), deletedAt: new Date().toISOString() });
    if (method === 'POST' && action === 'batch') {
      const ids: string[] = [];
      for (const r of body.requests as { action: string; body: AlgoliaObject }[]) {
        if (r.action === 'addObject' || r.action === 'updateObject') index(name).records.set(r.body.objectID, r.body);
        else if (r.action === 'deleteObject') index(name).records.delete(r.body.objectID);
        else throw new HttpError(400, `Unsupported batch action ${r.action}`);
        ids.push(r.body.objectID);
      }
      return { ...task(), objectIDs: ids };
    }
    throw new HttpError(404, `No route for ${method} ${path}`);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake');
    const text = Buffer.concat(chunks).toString('utf8');
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: text,
    };
    requests.push(recorded);
    const key = req.headers['x-algolia-api-key'];
    const [status, answer] = (() => {
      if (req.headers['x-algolia-application-id'] !== keys.appId || (key !== keys.searchKey && key !== keys.adminKey))
        return [403, { message: 'Invalid Application-ID or API key', status: 403 }];
      try {
        try {
          recorded.body = text ? JSON.parse(text) : undefined;
        } catch {
          throw new HttpError(400, 'Invalid JSON');
        }
        return [
          200,
          route(
            recorded.method,
            url.pathname,
            url.searchParams,
            (recorded.body ?? {}) as Record<string, unknown>,
            key === keys.adminKey,
          ),
        ];
      } catch (e) {
        return e instanceof HttpError
          ? [e.status, { message: e.message, status: e.status }]
          : [500, { message: String(e), status: 500 }];
      }
    })();
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(answer));
  };

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    host: '127.0.0.1',
    port: (server.address() as AddressInfo).port,
    requests,
    indices,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
};
