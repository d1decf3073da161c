import type { PaymentMethodId } from '../../core/payments/methods';

/** The shape of an information page's content: headings, paragraphs and lists. */
/** A block of an information page; one tagged with a payment method is shown only while that method is offered. */
export type InfoBlock = (
  { kind: 'p'; text: string } | { kind: 'h2'; text: string } | { kind: 'ul'; items: string[] }
) & {
  method?: PaymentMethodId;
};

export type InfoPage = {
  slug: string;
  title: string;
  /** Meta description, at most 155 characters. */
  description: string;
  /** Last update, YYYY-MM-DD. */
  updated: string;
  blocks: InfoBlock[];
};
