import { T, type AppContainer } from '../../../adapters/container';
import type { stockAlertEndpoints } from '../../../contract/stock-alerts';
import type { Handlers } from '../endpoints';
import { clientAddressKey } from './body';

/** "Avísame cuando llegue" (contract/stock-alerts.ts): the request counted under the asker's address (its limit), and
 * an accepted one never cached. */
export const stockAlertHandlers = (c: AppContainer): Handlers<typeof stockAlertEndpoints> => {
  const request = c.get(T.stockAlerts).requestStockAlert;
  return {
    stockAlert: async (form, { http }) => {
      // Only a browser sends this form; a call in process (none today) would count under one shared key.
      const result = await request({ ...form, ip: http ? clientAddressKey(http.req) : 'in-process' });
      if (result.ok) http?.res.set('Cache-Control', 'no-store');
      return result;
    },
  };
};
