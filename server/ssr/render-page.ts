import type { ErrorRequestHandler, Request, Response } from 'express';
import type { Category } from '../../core/catalog/product';
import type { Logger } from '../../core/shared/ports';
import type { Loaded, PageState, PublicSettings } from '../../web/routes';
import { loadPage, loadPageView, PAGE_MODULES, pageHead, renderPage } from '../../web/entry-server';
import type { StoreApi } from '../../web/lib/store-api';

import { infoPages } from '../../web/content/info-pages';
import { documentHtml, fallbackHtml, type Assets } from './document';

/** Renders every storefront page on the server: load, render, and fall back to the error page, then to plain HTML. */
export const pageRenderer =
  (deps: { api: StoreApi; assets: Assets; publicUrl: string; logger: Logger; settings: PublicSettings }) =>
  async (req: Request, res: Response): Promise<void> => {
    const url = req.originalUrl;
    let categories: readonly Category[] = [];
    let loaded: Loaded;
    try {
      categories = await deps.api.categories();
      loaded = await loadPage(deps.api, url);
    } catch (error) {
      deps.logger.error({ url, err: String((error as Error)?.stack ?? error) }, 'page loader failed');
      loaded = { url, status: 500, page: { kind: 'error', message: 'Error' } };
    }
    res.status(loaded.status).type('html');
    try {
      await Promise.all([loadPageView(loaded.page.kind), loadPageView('error')]);
      res.send(html(deps, { settings: deps.settings, categories, infoLinks, loaded }));
    } catch (error) {
      deps.logger.error({ url, err: String((error as Error)?.stack ?? error) }, 'page render failed');
      try {
        res.status(500).send(html(deps, { settings: deps.settings, categories, infoLinks, loaded: { url, status: 500, page: { kind: 'error', message: 'Error' } } }));
      } catch {
        res.status(500).send(fallbackHtml);
      }
    }
  };

const infoLinks = infoPages.map((p) => ({ slug: p.slug, title: p.title }));

const html = (deps: { assets: Assets; publicUrl: string }, state: PageState) =>
  documentHtml({ head: pageHead(state.loaded, deps.publicUrl), body: renderPage(state), state, assets: deps.assets, pageModule: PAGE_MODULES[state.loaded.page.kind] });

/** Errors raised before a page could load (a URL that cannot be decoded): a plain Spanish page, never a stack. */
export const pageErrors =
  (logger: Logger): ErrorRequestHandler =>
  (error, req, res, _next) => {
    const status = Number(error?.status) >= 400 && Number(error?.status) < 500 ? Number(error.status) : 500;
    if (status === 500) logger.error({ url: req.originalUrl, err: String(error?.stack ?? error) }, 'request failed');
    res.status(status).type('html').send(fallbackHtml);
  };
