import type { CustomerStore } from '../customers/ports';
import { referralLink } from '../mail/templates';
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

/** `joinedText`, `dateText`: the day in Bogotá as shoppers read it ("24 de noviembre de 2026"), written here so the
 * browser carries no date code. */
export type ReferredFriend = { readonly alias: string; readonly joinedAt: string; readonly joinedText: string };

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

/** The referral programme and, for a signed-in customer, their code and link, the friends they referred (by alias
 * only, never a name or an order of theirs), their gift credit with its history, and their points and level. A guest
 * or a customer that no longer exists gets the programme alone. */
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
    const [friends, statement, lifetime] = await Promise.all([
      deps.customers.listReferred(customer.id, REFERRALS_SHOWN),
      deps.giftCredit.statement(customer.id, REFERRALS_SHOWN),
      deps.loyalty.lifetimePoints(customer.id),
    ]);
    const points = Math.max(0, lifetime);
    return {
      programme,
      own: {
        code: customer.referralCode,
        link: referralLink(deps.storeUrl, customer.referralCode),
        friends: friends.map((f) => ({
          alias: aliasOfName(f.name),
          joinedAt: f.createdAt.toISOString(),
          joinedText: formatLongDate(bogotaDateOf(f.createdAt)),
        })),
        balance: statement.balance,
        pending: statement.pending,
        history: statement.lines.map(historyLine),
        points,
        progress: levelProgress(points, policy),
      },
    };
  };
