import { noFields } from './no-fields';

/** How the account's actions without a form are read (contract/account-actions.ts). */
export const accountActionInputs = { signOut: noFields, sendVerification: noFields };
