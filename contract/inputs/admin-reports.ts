import { z } from 'zod/mini';
import { MONTH_FORMAT } from '../../core/reports/console-reports';
import { REPORT_SECTIONS } from '../../core/reports/sales-csv';

const month = z.string({ error: MONTH_FORMAT }).check(z.regex(/^\s*\d{4}-(0[1-9]|1[0-2])\s*$/, MONTH_FORMAT));

/** How the operators' report endpoints are read (contract/admin-reports.ts). */
export const adminReportInputs = {
  salesReport: z.object({ month }),
  salesCsv: z.object({
    month,
    section: z.optional(
      z.enum(REPORT_SECTIONS, { error: 'Elige qué descargar: día, medio de pago, categoría, ciudad o IVA.' }),
    ),
  }),
};
