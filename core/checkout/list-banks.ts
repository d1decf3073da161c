import type { GatewayRegistry } from '../payments/gateways';
import type { Bank } from '../payments/ports';
import type { Logger } from '../shared/ports';
import { err, ok, type Result } from '../shared/result';

export type ListBanksError =
  | { readonly kind: 'payment-method-unavailable'; readonly message: string }
  | { readonly kind: 'banks-unavailable'; readonly message: string };

/** The banks a shopper can pay from by PSE now, as its provider lists them: refused when no bank-transfer gateway is
 * configured, and a Spanish message (the order stays payable by another method) when the provider does not answer. */
export const listBanks =
  (deps: { readonly payments: GatewayRegistry; readonly logger: Logger }) =>
  async (): Promise<Result<readonly Bank[], ListBanksError>> => {
    const gateway = deps.payments.forMethod('pse');
    if (gateway?.kind !== 'bank-transfer')
      return err({
        kind: 'payment-method-unavailable',
        message: 'El pago por PSE no está disponible en este momento.',
      });
    try {
      return ok(await gateway.banks());
    } catch (e) {
      deps.logger.error({ provider: gateway.provider, err: e }, 'the list of PSE banks could not be read');
      return err({
        kind: 'banks-unavailable',
        message:
          'No pudimos traer la lista de bancos de PSE. Inténtalo de nuevo en unos minutos o elige otro medio de pago.',
      });
    }
  };
