import type { accountActionInputs } from './inputs/account-actions';
import { endpoint } from './endpoint';

/**
 * The account's actions that send no form (`Cache-Control: no-store`), in a module of their own: the pages that offer
 * them without a form (any page's "Cerrar sesión", the orders page's "Verificar mi correo") carry none of the forms'
 * rules.
 */
export const accountActionEndpoints = {
  /** Ends the session this request carries, if any, and clears the session cookie: 204 either way. */
  signOut: endpoint<void, typeof accountActionInputs.signOut>()({
    method: 'POST',
    path: '/api/v1/auth/sign-out',
    status: 204,
  }),
  /** Mails the signed-in shopper a new link that verifies their email: 202 when one went out, 200 with
   * `alreadyVerified: true` when the email is already verified; 401 for a guest, 429 after a few in an hour. */
  sendVerification: endpoint<
    { readonly message: string; readonly alreadyVerified: boolean },
    typeof accountActionInputs.sendVerification
  >()({
    method: 'POST',
    path: '/api/v1/account/verification',
    errors: ['unauthenticated', 'rate-limited'],
  }),
};
