import type { Invitation } from '../../core/loyalty/view-invitation';
import { formatPercent } from './format';
import { carriesInvitation } from '../../contract/invitation';
import { loyaltyEndpoints } from '../../contract/loyalty';
import { httpApi } from './http-api';
import { persisted } from './persisted';

let asked: Promise<Invitation | null> | null = null;
const loyalty = httpApi(loyaltyEndpoints);

/** Who invited this visitor, asked once per page load (null without the flag, or when the question fails: the
 * invitation is a courtesy, never in the way). */
export const loadInvitation = (): Promise<Invitation | null> => {
  if (typeof document === 'undefined' || !carriesInvitation(document.cookie)) return Promise.resolve(null);
  return (asked ??= loyalty.invitation().then(
    (body) => body.invitation,
    () => {
      asked = null;
      return null;
    },
  ));
};

/** The first name of the referrer whose banner the visitor closed: another friend's invitation shows again. */
export const closedInvitation = persisted<string>('fornido-invitacion-cerrada', 1, (data) =>
  typeof data === 'string' ? data : null,
);

/** What the invitation says, in the shopper's words: who invited them, that it costs them nothing, what the friend
 * earns (POLICY.md: the visitor gets no discount, the referrer earns a share of the purchase as gift credit). */
export const invitationText = (invitation: Invitation) => {
  const name = invitation.referrerFirstName;
  return {
    title: `${name} te invitó a Fornido`,
    detail: `Comprar con su invitación no te cuesta nada: cuando tu pago se confirme, ${name} gana el ${formatPercent(invitation.percentageToGift)} de tus productos como saldo de regalo. Con tu cuenta, tú también puedes invitar y ganar.`,
    line: `${name} te invitó: con tu compra, ${name} gana saldo de regalo, sin costo para ti.`,
  };
};
