import { Router, type Response } from 'express';

/** Where the rules are served; every page names it in its `Speculation-Rules` header. */
export const SPECULATION_RULES_PATH = '/precarga.json';

/**
 * What the browser may fetch before a tap (issue 38): on a page that stays server HTML, a link is a page load, so the
 * page a shopper is about to open (a press on it, or on a computer the pointer resting on it) is fetched ahead, and the
 * tap shows it at once. Only the store's own pages, only from pages of islands (a page the app runs moves without
 * loading a document), and only a prefetch: the page is not run before it is opened. Sent as a file named in a header
 * rather than an inline script, so the Content-Security-Policy stays without inline scripts.
 */
export const speculationRules = {
  prefetch: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: ['/api/*', '/sandbox/*', '/admin/*'] } },
          { selector_matches: 'body[data-modo="islas"] a' },
        ],
      },
      eagerness: 'moderate',
    },
  ],
} as const;

const rulesJson = JSON.stringify(speculationRules);

/** Names the rules on a page's answer. */
export const nameSpeculationRules = (res: Response): void => {
  res.setHeader('Speculation-Rules', `"${SPECULATION_RULES_PATH}"`);
};

/** Serves the rules with the type browsers require of them. */
export const speculationRulesFile = (): Router =>
  Router().get(SPECULATION_RULES_PATH, (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('application/speculationrules+json').send(rulesJson);
  });
