/** The figures issue 20 started from, as its text gives them, so results.md shows before and after side by side. */
export const BEFORE_ISSUE_20 = `## Before (issue 20)

Measured from outside on this 2-core machine before the work of issue 20, \`NODE_ENV=production\`, idle store (from the issue's text).

Server-side rendering at 20 connections: home 85 req/s, category 84 req/s, product 97 req/s, each with p50 ≈ 200 ms; the same HTML served as a static file by the same app: 1 150–1 400 req/s; so SSR ran at **0.07× static**. \`GET /api/v1/products?sort=newest&limit=8\` alone took 9–10 ms, a category listing 10–12 ms.

Lighthouse 12, default mobile settings, median of 3:

| page | performance | JS transferred | FCP (simulated) | LCP (simulated) | TBT | CLS |
| --- | --- | --- | --- | --- | --- | --- |
| home | 98 | 88.6 KiB | 1.9 s | 2.1 s | ≈ 45 ms | 0 |
| category | 96 | 91.4 KiB | 1.9 s | 2.2 s | ≈ 55 ms | 0 |
| product | 97 | 92.1 KiB | 1.9 s | 2.1 s | ≈ 30 ms | 0 |

Accessibility, best practices and SEO scored 98–100. Place-order, search at scale and INP were not measured before.
`;
