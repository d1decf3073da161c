import type { StorePolicy } from '../policy/store-policy';
import { add, type Pesos } from '../shared/money';
import { codAvailability, codSurcharge, type CodRefusal } from './cash-on-delivery';

/** Cash on delivery's condition for a cart or an order, told before the shopper commits: offered with its surcharge, or
 * refused with the reason. */
export type CodTerms =
  | {
      readonly available: true;
      /** CONTRAENTREGA_SURCHARGE, e.g. 0.05. */
      readonly rate: number;
      /** The surcharge on what is known so far; the least it will be while the shipping is not included yet. */
      readonly surcharge: Pesos;
      /** What would be paid at the door: the total before surcharge plus the surcharge. */
      readonly total: Pesos;
      /** Whether the shipping is in these figures (a method chosen); before, the surcharge grows with it. */
      readonly shippingIncluded: boolean;
      /** Whether the destination's coverage was checked; before, it is offered only where there is coverage. */
      readonly coverageKnown: boolean;
      /** CONTRAENTREGA_LESS_THAN: offered only for totals strictly below it. */
      readonly lessThan: Pesos;
    }
  | {
      readonly available: false;
      readonly reason: CodRefusal;
      readonly message: string;
      readonly lessThan: Pesos;
    };

/** What is known of an order when its terms are told: the total before surcharge (the subtotal in the cart), whether the
 * shipping is in it, and the destination's coverage (null before the shopper says where). */
export type TermsInput = {
  readonly totalBeforeSurcharge: Pesos;
  readonly shippingIncluded: boolean;
  readonly codCoverage: boolean | null;
};

/** Cash on delivery's terms by the same rules as the order's totals (codAvailability, codSurcharge): a cart already at
 * CONTRAENTREGA_LESS_THAN is told it will not be offered; below it, the surcharge on what is known so far. A destination
 * not yet given is taken as covered, and the terms say so. */
export const codTerms = (
  input: TermsInput,
  policy: Pick<StorePolicy, 'contraentregaLessThan' | 'contraentregaSurcharge'>,
): CodTerms => {
  const lessThan = policy.contraentregaLessThan;
  const availability = codAvailability(input.totalBeforeSurcharge, input.codCoverage ?? true, policy);
  if (!availability.available) return { ...availability, lessThan };
  const surcharge = codSurcharge(input.totalBeforeSurcharge, policy);
  return {
    available: true,
    rate: policy.contraentregaSurcharge,
    surcharge,
    total: add(input.totalBeforeSurcharge, surcharge),
    shippingIncluded: input.shippingIncluded,
    coverageKnown: input.codCoverage !== null,
    lessThan,
  };
};
