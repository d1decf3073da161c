import { cartForm } from '../forms/cart-form';
import { noFields } from './no-fields';

/** How the cart's requests are read (contract/cart.ts). */
export const cartInputs = { quoteCart: cartForm, savedCart: noFields, replaceCart: cartForm, mergeCart: cartForm };
