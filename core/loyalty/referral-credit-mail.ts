import type { CustomerStore } from '../customers/ports';
import type { Subscriber } from '../events/ports';
import { button, mailHtml, paragraph, textFooter } from '../mail/layout';
import type { EventMailer, MailMessage } from '../mail/ports';
import { firstName, referralLink, type MailContext } from '../mail/templates';
import type { OrderStore } from '../orders/ports';
import type { StorePolicy } from '../policy/store-policy';
import { formatPesos } from '../shared/format';
import type { Pesos } from '../shared/money';
import type { GiftCreditStore } from './credit-ports';
import { rewardPlanOf } from './rewards';

/** The name the referrer's credit mails are recorded under. */
export const REFERRAL_CREDIT_MAIL_SUBSCRIBER = 'referral-credit-mail';

/** Where a referrer reads their balance: the account page, which opens on sign-in. */
export const ACCOUNT_PATH = '/micuenta/';

/** The newest movements read to find the credit of the order at hand (written moments before). */
const LINES_READ = 20;

export type ReferralCredit = {
  readonly referrer: { readonly email: string; readonly name: string; readonly referralCode: string };
  readonly amount: Pesos;
  readonly balance: Pesos;
};

/** The mail a referrer gets when a referred order earns them gift credit: how much, the balance it leaves, the way to
 * their account, and their link to keep sharing. The friend stays anonymous: no name, no order number. */
export const referralCreditMail = (ctx: MailContext, credit: ReferralCredit): MailMessage => {
  const earned = formatPesos(credit.amount);
  const hello = `¡Hola, ${firstName(credit.referrer.name)}! Alguien que invitaste compró en Fornido y su pago se confirmó: ganaste ${earned} de saldo de regalo.`;
  const balance = `Tu saldo de regalo ahora es ${formatPesos(credit.balance)}. Lo aplicas al pagar tu próximo pedido.`;
  const link = referralLink(ctx.storeUrl, credit.referrer.referralCode);
  const more = `Sigue compartiendo tu enlace: por cada compra de tus amigos ganas más saldo. ${link}`;
  const account = `${ctx.storeUrl}${ACCOUNT_PATH}`;
  return {
    to: credit.referrer.email,
    template: 'referral-credit',
    subject: `Ganaste ${earned} por el pedido de un referido`,
    html: mailHtml({
      title: `Ganaste ${earned}`,
      storeUrl: ctx.storeUrl,
      body: paragraph(hello) + paragraph(balance) + button(account, 'Ver mi saldo') + paragraph(more),
    }),
    text: `${hello}\n\n${balance}\n\nVer mi saldo: ${account}\n\n${more}${textFooter(ctx.storeUrl)}`,
  };
};

export type ReferralCreditMailDeps = {
  readonly orders: Pick<OrderStore, 'findById'>;
  readonly customers: Pick<CustomerStore, 'findById'>;
  readonly credit: Pick<GiftCreditStore, 'statement'>;
  readonly mailer: EventMailer;
  readonly policy: Pick<StorePolicy, 'percentageToGift' | 'pesosPerPoint'>;
  readonly storeUrl: string;
};

/** Mails the referrer when a referred order earns them gift credit (paid, or delivered for cash on delivery): once per
 * credited order, even when its event is delivered again, with the amount the ledger recorded and the balance after
 * it. Until the rewards have recorded that credit it throws, so the event comes back once they have. */
export const referralCreditMailSubscriber = (deps: ReferralCreditMailDeps): Subscriber => ({
  name: REFERRAL_CREDIT_MAIL_SUBSCRIBER,
  handle: async (event) => {
    const order = await deps.orders.findById(event.orderId);
    const earn = order ? rewardPlanOf(event, order, deps.policy)?.earn : null;
    if (!order || !earn) return;
    const referrer = await deps.customers.findById(earn.referrerId);
    if (!referrer) return;
    const statement = await deps.credit.statement(referrer.id, LINES_READ);
    const line = statement.lines.find((l) => l.kind === 'earned' && l.orderNumber === order.number);
    if (!line) throw new Error(`The credit of order ${order.number} is not recorded yet`);
    const mail = referralCreditMail(
      { storeUrl: deps.storeUrl },
      { referrer, amount: line.amount, balance: statement.balance },
    );
    await deps.mailer.sendOnce({ eventId: event.id, subscriber: REFERRAL_CREDIT_MAIL_SUBSCRIBER }, mail);
  },
});
