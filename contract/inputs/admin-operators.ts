import {
  enrolmentForm,
  enrolmentQuery,
  inviteForm,
  operatorIdInput,
  operatorSignInForm,
  passwordChangeForm,
  roleForm,
  tokenForm,
  tokenIdInput,
} from '../forms/operator-forms';
import { noFields } from './no-fields';

/** How the operators' sign-in, enrolment, operators and tokens endpoints are read (contract/admin-operators.ts). */
export const adminOperatorInputs = {
  showEnrolment: enrolmentQuery,
  completeEnrolment: enrolmentForm,
  signIn: operatorSignInForm,
  signOut: noFields,
  signOutEverywhere: noFields,
  me: noFields,
  listOperators: noFields,
  inviteOperator: inviteForm,
  changeRole: roleForm,
  disableOperator: operatorIdInput,
  listTokens: noFields,
  createToken: tokenForm,
  revokeToken: tokenIdInput,
  changePassword: passwordChangeForm,
  settings: noFields,
};
