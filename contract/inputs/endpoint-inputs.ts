import type { Endpoints } from '../endpoints';
import type { Inputs } from '../endpoint';
import { accountPageInputs } from './account';
import { accountActionInputs } from './account-actions';
import { accountEditInputs } from './account-edits';
import { authInputs } from './auth';
import { broadcastingInputs } from './broadcasting';
import { cartInputs } from './cart';
import { catalogInputs } from './catalog';
import { orderPageInputs } from './checkout';
import { checkoutInputs } from './checkout-endpoints';
import { leadInputs } from './leads';
import { loyaltyInputs } from './loyalty';
import { stockAlertInputs } from './stock-alerts';
import { returnInputs } from './returns';

/** How every endpoint of `/api/v1` reads its request (contract/endpoints.ts): the server's alone, so no table carries
 * zod to the browser. */
export const endpointInputs: Inputs<Endpoints> = {
  ...catalogInputs,
  ...accountPageInputs,
  ...orderPageInputs,
  ...loyaltyInputs,
  ...checkoutInputs,
  ...authInputs,
  ...accountActionInputs,
  ...accountEditInputs,
  ...cartInputs,
  ...leadInputs,
  ...stockAlertInputs,
  ...broadcastingInputs,
  ...returnInputs,
};
