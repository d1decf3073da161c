import type { MetricName } from '../../core/vitals/metrics';
import type { ErrorCount, VitalsFilter, VitalsStore, VitalsVisit } from '../../core/vitals/ports';

type Row = { readonly at: Date; readonly page: string; readonly device: string } & VitalsVisit['records'][number];

/** The vitals in memory, with the SQL store's grouping and filter rules. `rows` shows what was kept. */
export const inMemoryVitals = (): VitalsStore & { readonly rows: Row[] } => {
  const rows: Row[] = [];
  const matching = (f: VitalsFilter) =>
    rows.filter(
      (r) =>
        r.at >= f.since &&
        (f.page === undefined || r.page.startsWith(f.page)) &&
        (f.device === undefined || r.device === f.device),
    );
  return {
    rows,
    record: async (visit) => {
      for (const record of visit.records)
        rows.push({ at: visit.at, page: visit.page, device: visit.device, ...record });
    },
    samples: async (filter) => {
      const groups = new Map<string, { page: string; metric: MetricName; values: number[] }>();
      for (const r of matching(filter)) {
        if (r.kind !== 'metric') continue;
        const key = `${r.page} ${r.metric}`;
        const group = groups.get(key) ?? { page: r.page, metric: r.metric, values: [] };
        group.values.push(r.value);
        groups.set(key, group);
      }
      return [...groups.values()];
    },
    topErrors: async (filter, limit) => {
      const groups = new Map<string, { message: string; source: string; at: Date[]; pages: string[] }>();
      for (const r of matching(filter)) {
        if (r.kind !== 'error') continue;
        const key = `${r.message}\n${r.source}`;
        const group = groups.get(key) ?? { message: r.message, source: r.source, at: [], pages: [] };
        group.at.push(r.at);
        group.pages.push(r.page);
        groups.set(key, group);
      }
      const counted = [...groups.values()].map((g): ErrorCount => ({
        message: g.message,
        source: g.source,
        count: g.at.length,
        pages: [...new Set(g.pages)].sort(
          (a, b) => g.pages.filter((p) => p === b).length - g.pages.filter((p) => p === a).length,
        ),
        lastSeen: new Date(Math.max(...g.at.map((d) => d.getTime()))),
      }));
      counted.sort((a, b) => b.count - a.count || b.lastSeen.getTime() - a.lastSeen.getTime());
      return counted.slice(0, limit);
    },
    prune: async (before) => {
      const kept = rows.filter((r) => r.at >= before);
      const pruned = rows.length - kept.length;
      rows.splice(0, rows.length, ...kept);
      return pruned;
    },
  };
};
