import type { Express, Router } from 'express';

/** One simulator or page for people that stands in for an outside service while the store has no real one. */
export type Sandbox = {
  /** Where it lives, under /sandbox/ (`/sandbox/correo` for the mailbox). */
  readonly path: `/sandbox/${string}`;
  readonly router: Router;
};

/** Mounts the sandboxes — the mailbox, and each payment provider's simulator once the provider exists — and none of
 * them with NODE_ENV=production: a sandbox shows every shopper's mail (reset links included) or fakes a payment, so in
 * production each /sandbox/… path falls through to the store's 404. The one rule every sandbox goes through. */
export const mountSandboxes = (
  app: Express,
  config: { readonly production: boolean },
  sandboxes: readonly Sandbox[],
): void => {
  if (config.production) {
    // GET and HEAD fall through to the store's 404 page; nothing else may reach a sandbox's API either.
    app.use('/sandbox', (req, res, next) => {
      if (req.method === 'GET' || req.method === 'HEAD') return next();
      res.status(404).type('text').send('No encontramos esa dirección.');
    });
    return;
  }
  for (const { path, router } of sandboxes) app.use(path, router);
};
