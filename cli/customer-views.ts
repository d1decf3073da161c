import type { CustomerAccount, CustomerRecord } from '../core/customer-care/customer-record';
import type { MarketingConsentSource } from '../core/customers/ports';
import { formatPesos } from '../core/shared/format';
import { bogota, table } from './format';

/** One row per customer, as given (newest account first). */
export const customersTable = (found: readonly CustomerAccount[]): string =>
  table([
    ['NAME', 'E-MAIL', 'DOCUMENT', 'PHONE', 'SINCE (BOGOTA)'],
    ...found.map((c) => [
      c.name,
      c.email,
      c.documentType ? `${c.documentType} ${c.documentNumber}` : '-',
      c.phone ?? '-',
      bogota(c.since).slice(0, 10),
    ]),
  ]);

const labelled = (pairs: readonly (readonly [string, string])[]) => {
  const width = Math.max(...pairs.map(([l]) => l.length)) + 2;
  return pairs.map(([l, v]) => `${`${l}:`.padEnd(width)}${v}`).join('\n');
};

const CONSENT_SOURCES: ReadonlyMap<MarketingConsentSource, string> = new Map<MarketingConsentSource, string>([
  ['sign-up', 'at sign-up'],
  ['account', 'in their account'],
  ['unknown', 'where is unknown: before the store recorded it, dated at sign-up'],
]);

/** Marketing consent as given: yes or no, and when and where it was given or withdrawn. */
const marketingText = (c: CustomerRecord['consent']): string => {
  const answer = c.marketing ? 'yes, accepted' : 'no';
  if (!c.marketingAt || !c.marketingSource) return answer;
  const how = c.marketing ? 'given' : 'withdrawn';
  return `${answer} (${how} ${bogota(c.marketingAt)} Bogota, ${CONSENT_SOURCES.get(c.marketingSource)})`;
};

/** Everything about a customer for an operator answering them. */
export const customerText = (r: CustomerRecord): string => {
  const a = r.account;
  const p = r.loyalty.progress;
  const next = p.next ? `, ${p.pointsToNext} to ${p.next.name}` : ', the top level';
  const by = r.referrals.referredBy;
  return [
    labelled([
      ['Customer', `${a.name} <${a.email}>${a.emailVerifiedAt ? '' : ' (e-mail not verified)'}`],
      ['Document', a.documentType ? `${a.documentType} ${a.documentNumber}` : 'none given'],
      ['Phone', a.phone ?? 'none given'],
      ['Since', `${bogota(a.since)} (Bogota)`],
      [
        'Gift credit',
        `${formatPesos(r.giftCredit.balance)}${r.giftCredit.pending > 0 ? ` (a clawback still owes ${formatPesos(r.giftCredit.pending)})` : ''}`,
      ],
      ['Loyalty', `${p.level.name}, ${r.loyalty.points} points${next}`],
      ['Referral code', a.referralCode],
      ['Referred by', by ? `${by.name} <${by.email}>` : 'nobody'],
      ['Referred', `${r.referrals.accounts} accounts, ${r.referrals.buyers} buyers`],
      ['Privacy', `accepted ${bogota(r.consent.privacyAt)} (Bogota)`],
      ['Marketing', marketingText(r.consent)],
    ]),
    `Addresses\n${
      r.addresses.length === 0
        ? 'None saved.'
        : table([
            ['LABEL', 'RECIPIENT', 'ADDRESS', 'CITY (DANE)', 'PHONE', 'DEFAULT'],
            ...r.addresses.map((d) => [
              d.label,
              d.recipient,
              [d.line1, d.line2].filter(Boolean).join(', '),
              d.municipalityCode,
              d.phone,
              d.isDefault ? 'yes' : '',
            ]),
          ])
    }`,
    `Orders\n${
      r.orders.length === 0
        ? 'None.'
        : table([
            ['NUMBER', 'PLACED (BOGOTA)', 'STATE', 'TOTAL'],
            ...r.orders.map((o) => [o.number, bogota(o.placedAt), o.state, formatPesos(o.total)]),
          ])
    }`,
  ].join('\n\n');
};
