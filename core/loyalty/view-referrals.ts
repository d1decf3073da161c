import type { CustomerStore, ReferredCustomer } from '../customers/ports';
import { referralLink } from '../mail/templates';
import type { OrderStore, ReferredBuyer } from '../orders/ports';
import type { StorePolicy } from '../policy/store-policy';
import { bogotaDateOf } from '../shared/bogota-time';
import { formatLongDate } from '../shared/bogota-time-text';
import type { Pesos } from '../shared/money';
import { creditLineLabel } from './credit-labels';
import type { CreditLine, GiftCreditStore } from './credit-ports';
import type { LedgerEntryKind } from './ledger';
import { levelProgress, type LevelProgress } from './levels';
import type { LoyaltyStore } from './ports';
import { aliasOfName } from './ranking';

/** How many referred friends and credit movements the page lists (the newest). */
export const REFERRALS_SHOWN = 50;

/** The programme as everyone reads it on `/sistema-referidos/`: the share of a referred purchase earned as gift credit,
 * how long a link is remembered, and pesos per loyalty point. */
export type ReferralProgramme = {
  readonly percentageToGift: number;
  readonly cookieDays: number;
  readonly pesosPerPoint: number;
};

/** Someone the customer referred, by alias: `joined`, they created their account with the link; `bought`, they ordered
 * with it (a guest, or an account that came otherwise). `joinedAt` is when that happened; `joinedText` says it, with the
 * day in Bogotá as shoppers read it ("Se unió el 24 de noviembre de 2026"), written here so the browser carries no date
 * code. */
export type ReferredFriend = {
  readonly alias: string;
  readonly how: 'joined' | 'bought';
  readonly joinedAt: string;
  readonly joinedText: string;
};

/** One movement of the gift credit, labelled for its owner. */
export type CreditHistoryLine = {
  readonly kind: LedgerEntryKind;
  readonly label: string;
  readonly amount: Pesos;
  readonly at: string;
  readonly dateText: string;
};

/** What a signed-in customer sees of their referrals: link, friends (aliases only), gift credit and loyalty standing. */
export type OwnReferrals = {
  readonly code: string;
  readonly link: string;
  readonly friends: readonly ReferredFriend[];
  readonly balance: Pesos;
  /** A clawback larger than the balance still owed, taken from later credit. */
  readonly pending: Pesos;
  /** Newest first. */
  readonly history: readonly CreditHistoryLine[];
  readonly points: number;
  readonly progress: LevelProgress;
};

export type ReferralsView = { readonly programme: ReferralProgramme; readonly own: OwnReferrals | null };

export type ViewReferralsDeps = {
  readonly customers: Pick<CustomerStore, 'findById' | 'listReferred'>;
  readonly orders: Pick<OrderStore, 'listReferredBuyers'>;
  readonly giftCredit: Pick<GiftCreditStore, 'statement'>;
  readonly loyalty: Pick<LoyaltyStore, 'lifetimePoints'>;
  readonly policy: Pick<
    StorePolicy,
    'percentageToGift' | 'referralCookieDays' | 'pesosPerPoint' | 'loyaltyLevelPoints'
  >;
  /** The store's public origin, without a trailing slash: the link is shared outside the site. */
  readonly storeUrl: string;
};

const historyLine = (line: CreditLine): CreditHistoryLine => ({
  kind: line.kind,
  label: creditLineLabel(line),
  amount: line.amount,
  at: line.at.toISOString(),
  dateText: formatLongDate(bogotaDateOf(line.at)),
});

const friend = (name: string, how: ReferredFriend['how'], at: Date): ReferredFriend => ({
  alias: aliasOfName(name),
  how,
  joinedAt: at.toISOString(),
  joinedText: `${how === 'joined' ? 'Se unió el' : 'Hizo su primer pedido el'} ${formatLongDate(bogotaDateOf(at))}`,
});

/** Everyone the customer referred, newest first: the accounts made with their link, and whoever ordered with it (a
 * guest's order counts: it earns credit too), each person once. */
const friendsOf = (joined: readonly ReferredCustomer[], bought: readonly ReferredBuyer[]): ReferredFriend[] => {
  const accounts = new Set(joined.map((c) => c.id));
  return [
    ...joined.map((c) => ({ at: c.createdAt, friend: friend(c.name, 'joined', c.createdAt) })),
    ...bought
      .filter((b) => b.customerId === null || !accounts.has(b.customerId))
      .map((b) => ({ at: b.firstOrderAt, friend: friend(b.name, 'bought', b.firstOrderAt) })),
  ]
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, REFERRALS_SHOWN)
    .map((f) => f.friend);
};

/** The referral programme and, for a signed-in customer, their code and link, the people they referred (accounts and
 * guests who ordered, by alias only, never a name or an order of theirs), their gift credit with its history, and their
 * points and level. A guest or a customer that no longer exists gets the programme alone. */
export const viewReferrals =
  (deps: ViewReferralsDeps) =>
  async (customerId: string | null): Promise<ReferralsView> => {
    const { policy } = deps;
    const programme: ReferralProgramme = {
      percentageToGift: policy.percentageToGift,
      cookieDays: policy.referralCookieDays,
      pesosPerPoint: policy.pesosPerPoint,
    };
    const customer = customerId === null ? null : await deps.customers.findById(customerId);
    if (!customer) return { programme, own: null };
    const [joined, bought, statement, lifetime] = await Promise.all([
      deps.customers.listReferred(customer.id, REFERRALS_SHOWN),
      deps.orders.listReferredBuyers(customer.id, REFERRALS_SHOWN),
      deps.giftCredit.statement(customer.id, REFERRALS_SHOWN),
      deps.loyalty.lifetimePoints(customer.id),
    ]);
    const points = Math.max(0, lifetime);
    return {
      programme,
      own: {
        code: customer.referralCode,
        link: referralLink(deps.storeUrl, customer.referralCode),
        friends: friendsOf(joined, bought),
        balance: statement.balance,
        pending: statement.pending,
        history: statement.lines.map(historyLine),
        points,
        progress: levelProgress(points, policy),
      },
    };
  };
