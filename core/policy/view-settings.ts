import { authorize } from '../operators/authorize';
import type { Actor } from '../operators/operator';
import type { Forbidden } from '../operators/operator-errors';
import { err, ok, type Result } from '../shared/result';
import { policySettings, type PolicySetting } from './policy-settings';
import type { StorePolicy } from './policy-types';

/** The store's policy as the owner reads it in the console (read-only: it changes with the environment and a restart). */
export const viewSettings =
  (deps: { readonly policy: StorePolicy; readonly policyFromEnvironment: ReadonlySet<string> }) =>
  (actor: Actor): Result<readonly PolicySetting[], Forbidden> => {
    const refused = authorize(actor, 'settings.read');
    return refused ? err(refused) : ok(policySettings(deps.policy, deps.policyFromEnvironment));
  };
