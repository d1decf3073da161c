import { T, type AppContainer } from '../../adapters/container';
import type { adminReportEndpoints } from '../../contract/admin-reports';
import { salesCsvFor, salesReportFor } from '../../core/reports/console-reports';
import type { Handlers } from '../api/endpoints';
import { actorOf } from './operator-session';

/** The console's Informes in the operators' API (contract/admin-reports.ts), over the `fornido reports` use case. */
export const adminReportHandlers = (c: AppContainer): Handlers<typeof adminReportEndpoints> => {
  const reports = c.get(T.reports);
  const [report, csv] = [salesReportFor(reports), salesCsvFor(reports)];
  return {
    salesReport: ({ month }, ctx) => report(actorOf(ctx.actor), month.trim()),
    salesCsv: async ({ month, section }, ctx) => {
      const file = await csv(actorOf(ctx.actor), { month: month.trim(), ...(section ? { section } : {}) });
      if (file.ok) ctx.http?.res.attachment(`ventas-${month.trim()}${section ? `-${section}` : ''}.csv`);
      return file;
    },
  };
};
