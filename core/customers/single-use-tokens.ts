import type { Clock } from '../shared/ports';
import type { Secrets, SingleUseTokenStore } from './ports';

/** Issues a single-use token for a customer, valid `validMinutes` from now: only its hash is stored, the token itself
 * goes out in a mail link (password resets, email verifications). */
export const issueToken = async (
  deps: { readonly secrets: Secrets; readonly clock: Clock },
  store: SingleUseTokenStore,
  customerId: string,
  validMinutes: number,
): Promise<string> => {
  const now = deps.clock.now();
  const token = deps.secrets.newToken();
  await store.create({
    tokenHash: deps.secrets.hashToken(token),
    customerId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + validMinutes * 60_000),
  });
  return token;
};
