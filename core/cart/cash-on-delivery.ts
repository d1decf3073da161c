import type { StorePolicy } from '../policy/store-policy';
import { formatPesos } from '../shared/format';
import { percentage, type Pesos } from '../shared/money';

/** Why cash on delivery is not offered: no coverage at the destination, or the order is too large. */
export type CodRefusal = 'no-coverage' | 'amount-too-high';

export type CodAvailability =
  { readonly available: true } | { readonly available: false; readonly reason: CodRefusal; readonly message: string };

type CodPolicy = Pick<StorePolicy, 'contraentregaLessThan' | 'contraentregaSurcharge'>;

/** Cash on delivery is offered only where the destination has coverage and the total before surcharge is
 * strictly below CONTRAENTREGA_LESS_THAN; a missing coverage is reported first, since a smaller order would not help. */
export const codAvailability = (
  totalBeforeSurcharge: Pesos,
  codCoverage: boolean,
  policy: CodPolicy,
): CodAvailability => {
  if (!codCoverage) {
    return {
      available: false,
      reason: 'no-coverage',
      message: 'El pago contraentrega no está disponible en tu ciudad. Elige otro medio de pago.',
    };
  }
  if (totalBeforeSurcharge >= policy.contraentregaLessThan) {
    return {
      available: false,
      reason: 'amount-too-high',
      message: `El pago contraentrega solo está disponible cuando el total con envío es menor de ${formatPesos(policy.contraentregaLessThan)}.`,
    };
  }
  return { available: true };
};

/** The cash-on-delivery surcharge: CONTRAENTREGA_SURCHARGE of the total before surcharge, rounded half-up. */
export const codSurcharge = (totalBeforeSurcharge: Pesos, policy: Pick<StorePolicy, 'contraentregaSurcharge'>): Pesos =>
  percentage(totalBeforeSurcharge, policy.contraentregaSurcharge);
