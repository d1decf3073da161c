import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import type { RankingView } from '../../../core/loyalty/view-ranking';
import { NO_SETTINGS, SettingsProvider } from '../../../web/lib/settings-context';
import { RankingPage } from '../../../web/pages/loyalty/ranking-page';
import { readRankingAgain } from '../../../web/pages/loyalty/read-ranking-again';

const LIVE = { ...NO_SETTINGS, realtime: { key: 'fornido-key', cluster: 'us2', embedded: true } };
const aView = (over: Partial<RankingView> = {}): RankingView => ({
  month: '2026-11',
  current: '2026-11',
  rows: [{ position: 1, alias: 'Camila R.', level: 'Oro', points: 2_140, mine: false }],
  own: null,
  months: ['2026-11', '2026-10'],
  ...over,
});
const rendered = (view: RankingView, settings = LIVE) =>
  renderToString(
    <SettingsProvider value={settings}>
      <Router ssrPath="/tabla-clasificacion/">
        <RankingPage ranking={{ ok: true, value: view }} signedIn={false} />
      </Router>
    </SettingsProvider>,
  ).replace(/<!-- -->/g, '');

afterEach(() => vi.unstubAllGlobals());

describe('the ranking page', () => {
  it('shows the live indicator on the current month, and not on an earlier one (its table no longer moves)', () => {
    expect(rendered(aView())).toMatch(/<p role="status"[^>]*data-en-vivo="initialized"/);
    expect(rendered(aView({ month: '2026-10' }))).not.toContain('data-en-vivo');
    expect(rendered(aView({ month: '2026-10' }))).toContain('Así terminó la tabla de octubre de 2026.');
  });

  it('says when nobody has points yet this month, with the way to earn them', () => {
    const html = rendered(aView({ rows: [] }));
    expect(html).toContain('Aún no hay puntos este mes.');
    expect(html).toContain('href="/niveles/"');
    expect(html).not.toContain('<table');
  });
});

describe('reading the ranking again on news', () => {
  it('asks the API for the month shown with the session and shows what it answers', async () => {
    const fresh = aView({ rows: [{ position: 1, alias: 'Juan P.', level: 'Plata', points: 900, mine: true }] });
    const fetch = vi.fn(async () => new Response(JSON.stringify(fresh), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const shown: RankingView[] = [];
    await readRankingAgain('2026-11', (view) => shown.push(view));
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/loyalty/ranking?mes=2026-11',
      expect.objectContaining({ method: 'GET', credentials: 'same-origin' }),
    );
    expect(shown).toEqual([fresh]);
  });

  it('keeps what is shown when the read fails or the month is refused', async () => {
    const shown: RankingView[] = [];
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('offline');
    });
    await readRankingAgain('2026-11', (view) => shown.push(view));
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ error: { kind: 'month-not-found', message: 'Ese mes no es válido.' } }), {
          status: 404,
        }),
    );
    await readRankingAgain('2026-13', (view) => shown.push(view));
    vi.stubGlobal('fetch', async () => new Response('', { status: 500 }));
    await readRankingAgain('2026-11', (view) => shown.push(view));
    expect(shown).toEqual([]);
  });
});
