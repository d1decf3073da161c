import type { ErrorRequestHandler, Request, Response } from 'express';
import type { Category } from '../../core/catalog/product';
import type { Logger } from '../../core/shared/ports';
import {
  loadPage,
  loadPageView,
  pageHead,
  pageRowOf,
  renderPage,
  type Loaded,
  type PageState,
  type PublicSettings,
} from '../../web/entry-server';
import type { AccountView } from '../../contract/account';
import type { StoreApi } from '../../contract/store-api';

import { infoPages } from '../../core/content/info-pages';
import { nameSpeculationRules } from '../speculation-rules';
import { documentHtml, fallbackHtml, type Assets } from './document';
import type { PageCache } from './page-cache';
import {
  clientWentAway,
  databaseOutOfReach,
  INTERNAL_MESSAGE,
  OUT_OF_REACH_BODY,
  OUT_OF_REACH_RETRY_SECONDS,
} from '../errors';
import type { CatalogueVersion } from '../../adapters/container';

type Deps = {
  /** The StoreApi for one request, given its session's customer (null for a guest). */
  apiFor: (customerId: string | null) => StoreApi;
  assets: Assets;
  publicUrl: string;
  logger: Logger;
  settings: PublicSettings;
  /** Public pages kept for guests at the catalogue's version (absent: every page rendered anew). */
  cache?: { readonly pages: PageCache; readonly version: CatalogueVersion };
};

/** Renders every storefront page on the server: load, render, and fall back to the error page, then to plain HTML. */
export const pageRenderer =
  (deps: Deps) =>
  async (req: Request, res: Response): Promise<void> => {
    const url = req.originalUrl;
    nameSpeculationRules(res);
    const customerId = res.locals.customerId ?? null;
    // Read before the page's data, so a page rendered while the catalogue changes is kept at the older version.
    const version = customerId === null && deps.cache ? await deps.cache.version().catch(() => null) : null;
    if (version !== null && deps.cache?.pages.serve(req, res, version)) return;
    const api = deps.apiFor(customerId);
    let categories: readonly Category[] = [];
    let account: AccountView | null = null;
    let loaded: Loaded;
    try {
      [categories, account, loaded] = await Promise.all([api.categories(), api.account(), loadPage(api, url)]);
    } catch (error) {
      if (databaseOutOfReach(error)) {
        // Restarting or failing over: a few seconds, said in Spanish, and no bug to log.
        deps.logger.warn({ url, err: String(error) }, 'page failed: the database is out of reach');
        res.setHeader('Retry-After', String(OUT_OF_REACH_RETRY_SECONDS));
        loaded = { url, status: 503, page: { kind: 'error', message: OUT_OF_REACH_BODY.message } };
      } else {
        deps.logger.error({ url, err: error }, 'page loader failed');
        loaded = { url, status: 500, page: { kind: 'error', message: INTERNAL_MESSAGE } };
      }
    }
    if (loaded.page.kind === 'redirect') return res.redirect(302, loaded.page.to);
    // A page that carries a shopper's account or order is theirs alone: no shared cache may keep it.
    if (account !== null || pageRowOf(loaded.page.kind).keeping === 'private')
      res.setHeader('Cache-Control', 'private, no-store');
    res.status(loaded.status).type('html');
    const state = { settings: deps.settings, account, categories, infoLinks };
    try {
      await Promise.all([loadPageView(loaded.page.kind), loadPageView('error')]);
      const page = await html(deps, { ...state, loaded });
      if (version !== null && account === null) deps.cache?.pages.keep(req, res, version, loaded, page);
      res.send(page);
    } catch (error) {
      deps.logger.error({ url, err: error }, 'page render failed');
      try {
        res.status(500).send(
          await html(deps, {
            ...state,
            loaded: { url, status: 500, page: { kind: 'error', message: INTERNAL_MESSAGE } },
          }),
        );
      } catch {
        res.status(500).send(fallbackHtml);
      }
    }
  };

const infoLinks = infoPages.map((p) => ({ slug: p.slug, title: p.title }));

const html = async (deps: { assets: Assets; publicUrl: string }, state: PageState) =>
  documentHtml({
    head: await pageHead(state.loaded, deps.publicUrl, state.settings.company),
    body: renderPage(state),
    state,
    assets: deps.assets,
    pageModule: pageRowOf(state.loaded.page.kind).view.module,
    islands: pageRowOf(state.loaded.page.kind).islands ? { signedIn: state.account !== null } : null,
  });

/**
 * Errors raised before a page could load (a URL that cannot be decoded) or while a file was sent: a plain Spanish page,
 * never a stack. A browser that closed the connection (clientWentAway) is not logged; an answer already on its way is
 * cut short, as no page can follow it.
 */
export const pageErrors =
  (logger: Logger): ErrorRequestHandler =>
  (error: unknown, req, res, _next) => {
    if (clientWentAway(error, req)) return;
    const raised: { status?: unknown } = typeof error === 'object' && error !== null ? error : {};
    const status =
      typeof raised.status === 'number' && raised.status >= 400 && raised.status < 500 ? raised.status : 500;
    if (status === 500) logger.error({ url: req.originalUrl, err: error }, 'request failed');
    if (res.headersSent) return void res.destroy();
    res.status(status).type('html').send(fallbackHtml);
  };
