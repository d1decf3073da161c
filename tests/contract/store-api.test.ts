import { describe, expect, it } from 'vitest';
import type { Api } from '../../contract/api';
import type { PageEndpoints } from '../../contract/page-endpoints';
import { RequestError } from '../../contract/request-error';
import { storeApi } from '../../contract/store-api';

describe("the loaders' StoreApi", () => {
  it("hands a page's loader its own endpoint as the API answers it: the answer, or the refusal with its status", async () => {
    const monthRefused = new RequestError(404, { kind: 'month-not-found', message: 'Ese mes no tiene tabla.' });
    const api = {
      infoPage: async ({ slug }: { slug: string }) => ({ page: { slug, title: 'Envíos' } }),
      ranking: () => Promise.reject(monthRefused),
    } as unknown as Api<PageEndpoints>;
    const { endpoints } = storeApi(api, () => false);
    expect(await endpoints.infoPage({ slug: 'envios' })).toEqual({ page: { slug: 'envios', title: 'Envíos' } });
    await expect(endpoints.ranking({ mes: '2020-01' })).rejects.toBe(monthRefused);
  });
});
