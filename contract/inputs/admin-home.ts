import { broadcastingInputs } from './broadcasting';
import { noFields } from './no-fields';

/** How the operators' Inicio endpoints are read (contract/admin-home.ts). */
export const adminHomeInputs = {
  home: noFields,
  liveSettings: noFields,
  // The same fields as the shoppers' channel authorization (an order link's signature means nothing here).
  authorizeLiveChannel: broadcastingInputs.broadcastingAuth,
};
