import type { AccessTokenView } from '../core/operators/access-tokens';
import type { EnrolmentView } from '../core/operators/enrol-operator';
import type { Invited } from '../core/operators/invite-operator';
import type { OperatorView } from '../core/operators/operator';
import type { Permission, Role } from '../core/operators/roles';
import type { PolicySetting } from '../core/policy/policy-settings';
import { endpoint } from './endpoint';
import type { adminOperatorInputs as I } from './inputs/admin-operators';

/** Who is signed in to the console, and what their role lets them do (the console shows only that). */
export type Me = {
  readonly name: string;
  readonly role: Role;
  readonly permissions: readonly Permission[];
};

/**
 * The operators' accounts in the operators' API (`/api/admin/v1`, `Cache-Control: no-store`): enrolment from an
 * invitation link, sign-in with a second factor, sign-out (here or everywhere), operators (owners only) and personal
 * access tokens. Every other endpoint of the operators' API answers 401 `unauthenticated` without a console session
 * (cookie `fornido_operador`) or an access token (`Authorization: Bearer fop_…`), and 403 `forbidden` to a role
 * without the permission.
 */
export const adminOperatorEndpoints = {
  /** What the enrolment page shows: the operator, and the second factor's secret with its `otpauth://` address (the page draws its QR code). */
  showEnrolment: endpoint<EnrolmentView, typeof I.showEnrolment>()({
    method: 'GET',
    path: '/api/admin/v1/enrolment',
    errors: ['enrolment-invalid', 'enrolment-expired', 'enrolment-used'],
  }),
  /** 201: the operator is active and signed in (the cookie is set); the recovery codes are answered this once. */
  completeEnrolment: endpoint<
    { readonly operator: OperatorView; readonly recoveryCodes: readonly string[] },
    typeof I.completeEnrolment
  >()({
    method: 'POST',
    path: '/api/admin/v1/enrolment',
    status: 201,
    errors: ['enrolment-invalid', 'enrolment-expired', 'enrolment-used', 'wrong-code', 'invalid-input'],
  }),
  signIn: endpoint<{ readonly operator: OperatorView }, typeof I.signIn>()({
    method: 'POST',
    path: '/api/admin/v1/session',
    errors: ['invalid-credentials', 'rate-limited'],
  }),
  signOut: endpoint<void, typeof I.signOut>()({ method: 'DELETE', path: '/api/admin/v1/session', status: 204 }),
  /** Ends every console session of the operator, this one too. */
  signOutEverywhere: endpoint<{ readonly ended: number }, typeof I.signOutEverywhere>()({
    method: 'POST',
    path: '/api/admin/v1/session/everywhere',
  }),
  /** Who is signed in; 401 `unauthenticated` sends the console to its sign-in. */
  me: endpoint<Me, typeof I.me>()({ method: 'GET', path: '/api/admin/v1/me', errors: ['unauthenticated'] }),
  listOperators: endpoint<readonly OperatorView[], typeof I.listOperators>()({
    method: 'GET',
    path: '/api/admin/v1/operators',
    errors: ['forbidden'],
  }),
  /** 201 with the enrolment link to send to the person (valid 72 hours), which is also mailed to them. */
  inviteOperator: endpoint<Invited, typeof I.inviteOperator>()({
    method: 'POST',
    path: '/api/admin/v1/operators',
    status: 201,
    errors: ['forbidden', 'operator-exists', 'invalid-input'],
  }),
  changeRole: endpoint<OperatorView, typeof I.changeRole>()({
    method: 'PATCH',
    path: '/api/admin/v1/operators/:id',
    errors: ['forbidden', 'operator-not-found', 'last-owner'],
  }),
  disableOperator: endpoint<OperatorView, typeof I.disableOperator>()({
    method: 'POST',
    path: '/api/admin/v1/operators/:id/disable',
    errors: ['forbidden', 'operator-not-found', 'last-owner'],
  }),
  listTokens: endpoint<readonly AccessTokenView[], typeof I.listTokens>()({
    method: 'GET',
    path: '/api/admin/v1/tokens',
  }),
  /** 201 with the token itself, answered this once (`fop_…`). */
  createToken: endpoint<{ readonly token: string; readonly view: AccessTokenView }, typeof I.createToken>()({
    method: 'POST',
    path: '/api/admin/v1/tokens',
    status: 201,
    errors: ['invalid-input'],
  }),
  /** Changes the signed-in operator's own password (current password, new one, the app's code): every other console
   * session of theirs ends, this one stays; a mail tells them. 429 after as many wrong tries as a sign-in allows. */
  changePassword: endpoint<{ readonly ended: number }, typeof I.changePassword>()({
    method: 'POST',
    path: '/api/admin/v1/me/password',
    errors: ['invalid-input', 'invalid-credentials', 'rate-limited'],
  }),
  /** The store's policy in use, each value with its variable and whether the environment set it (owners only). */
  settings: endpoint<readonly PolicySetting[], typeof I.settings>()({
    method: 'GET',
    path: '/api/admin/v1/settings',
    errors: ['forbidden'],
  }),
  revokeToken: endpoint<{ readonly revoked: string }, typeof I.revokeToken>()({
    method: 'DELETE',
    path: '/api/admin/v1/tokens/:id',
    errors: ['access-token-not-found'],
  }),
};

/** The operators' endpoints anyone may call: the enrolment link's page and form, the sign-in, and the sign-out (which
 * only ends what the request carries). Every other one answers 401 before it reads its request. */
export const OPEN_ADMIN_ENDPOINTS = [
  'showEnrolment',
  'completeEnrolment',
  'signIn',
  'signOut',
] as const satisfies readonly (keyof typeof adminOperatorEndpoints)[];
