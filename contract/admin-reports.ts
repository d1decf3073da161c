import type { MonthSales } from '../core/reports/report-sales';
import { endpoint } from './endpoint';
import type { adminReportInputs as I } from './inputs/admin-reports';

/** The console's Informes in the operators' API (`reports.read`): a month's sales as the `fornido reports sales`
 * command reads them. A month written otherwise than AAAA-MM, or not begun yet in Bogotá, is 400 `invalid-input`. */
export const adminReportEndpoints = {
  /** The month's sales per Bogotá day, payment method, category and city, with its IVA summary per rate. */
  salesReport: endpoint<MonthSales, typeof I.salesReport>()({
    method: 'GET',
    path: '/api/admin/v1/reports/sales',
    invalid: 'fields',
    errors: ['forbidden', 'invalid-input'],
  }),
  /** The same as CSV to download (`text/csv`, whole pesos): one `section` (day, method, category, city, iva) or all,
   * as `fornido reports sales --csv` prints it. */
  salesCsv: endpoint<string, typeof I.salesCsv>()({
    method: 'GET',
    path: '/api/admin/v1/reports/sales.csv',
    invalid: 'fields',
    produces: 'text/csv',
    errors: ['forbidden', 'invalid-input'],
  }),
};
