import type { PaymentMethodId } from '../payments/methods';

/** A block of an information page; one tagged with a payment method is shown only while that method is offered, and
 * one tagged with a provider too only while that provider takes it (cards: MercadoPago or ePayco, CARD_PROVIDER). */
export type InfoBlock = (
  | { kind: 'p'; text: string }
  | { kind: 'h2'; text: string }
  | { kind: 'ul'; items: string[] }
  /** Links to the store's own pages (categories…), as a list. */
  | { kind: 'links'; items: { href: string; label: string }[] }
  /** The physical stores of the configuration, each with its "Cómo llegar" link and, with a maps key, its map. */
  | { kind: 'stores' }
  /** A video of the no-cookie video host: a drawn thumbnail and a play button until the shopper asks for it. */
  | { kind: 'video'; id: string; title: string; thumbnail: string }
  /** The contact or franchise form (web/components/lead-form.tsx): stored, mailed to the store and rate-limited. */
  | { kind: 'form'; form: 'contact' | 'franchise' }
) & {
  method?: PaymentMethodId;
  provider?: string;
  /** Shown only while the store issues its own electronic invoices (true), or only while it does not (false:
   * INVOICING=off, invoices made elsewhere and nothing said about mailing them). */
  invoicing?: boolean;
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
