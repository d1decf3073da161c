/** Amounts and counts may be given as numbers or as numeric text; encrypted payloads send them as text. */
export type Amount = number | string;

/** `extra1`…`extra10`: the merchant's own values, echoed back on the confirmation as `x_extra1`…. */
export type Extras = Partial<Record<`extra${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10}`, string>>;

/** Every POST may name the buyer's IP; without it the settings' `ip` is sent. */
type WithIp = { readonly ip?: string };

/** A card to tokenize (the card's data travels once, here, and is never logged). */
export type TokenInput = WithIp & {
  readonly 'card[number]': string;
  readonly 'card[exp_year]': string;
  readonly 'card[exp_month]': string;
  readonly 'card[cvc]': string;
  /** Ask ePayco to check the CVC when charging. */
  readonly 'hasCvv'?: boolean;
};

/** A new customer, with the card token it starts with. */
export type CustomerInput = WithIp & {
  readonly token_card: string;
  readonly name: string;
  readonly last_name?: string;
  readonly email: string;
  readonly default?: boolean;
  readonly city?: string;
  readonly address?: string;
  readonly phone?: string;
  readonly cell_phone?: string;
};

/** The customer details that may change. */
export type CustomerUpdate = WithIp & Partial<Omit<CustomerInput, 'token_card' | 'default' | 'ip'>>;

/** A customer's card, named as ePayco lists it. */
export type CustomerCardRef = WithIp & {
  readonly franchise: string;
  readonly mask: string;
  readonly customer_id: string;
};

/** The card to make a customer's default. */
export type DefaultCardInput = CustomerCardRef & { readonly token: string };

/** Another tokenized card for an existing customer. */
export type AddTokenInput = { readonly token_card: string; readonly customer_id: string };

/** A subscription plan; `amount` in the plan's currency. */
export type PlanInput = WithIp & {
  readonly id_plan: string;
  readonly name: string;
  readonly description: string;
  readonly amount: Amount;
  readonly currency: string;
  /** `day`, `week`, `month` or `year`. */
  readonly interval: string;
  readonly interval_count: number;
  readonly trial_days: number;
};

/** A customer's card subscribed to a plan. */
export type SubscriptionInput = WithIp & {
  readonly id_plan: string;
  readonly customer: string;
  readonly token_card: string;
  readonly doc_type: string;
  readonly doc_number: string;
  readonly url_confirmation?: string;
  readonly method_confirmation?: string;
};

/** A subscription's period charged now. */
export type SubscriptionChargeInput = SubscriptionInput & {
  readonly address?: string;
  readonly phone?: string;
  readonly cell_phone?: string;
};

/** A charge to a tokenized card (JSON API, English keys). */
export type ChargeInput = WithIp & {
  readonly token_card: string;
  readonly customer_id: string;
  readonly doc_type: string;
  readonly doc_number: string;
  readonly name: string;
  readonly last_name: string;
  readonly email: string;
  readonly bill: string;
  readonly description: string;
  readonly value: Amount;
  readonly tax: Amount;
  readonly tax_base: Amount;
  readonly ico?: Amount;
  readonly currency: string;
  readonly dues: Amount;
  readonly city?: string;
  readonly address?: string;
  readonly phone?: string;
  readonly cell_phone?: string;
  readonly url_response?: string;
  readonly url_confirmation?: string;
  readonly method_confirmation?: string;
  readonly use_default_card_customer?: boolean;
  readonly extras?: Extras;
};

/** The buyer and the invoice, in English keys; restpagos receives them in Spanish (`keys.ts`). */
export type BuyerInvoice = WithIp &
  Extras & {
    readonly invoice: string;
    readonly description: string;
    readonly value: Amount;
    readonly tax: Amount;
    readonly tax_base: Amount;
    readonly ico?: Amount;
    readonly currency: string;
    readonly doc_type: string;
    readonly doc_number: string;
    readonly name: string;
    readonly last_name: string;
    readonly email: string;
    readonly cell_phone?: string;
    readonly phone?: string;
    readonly country?: string;
    readonly city?: string;
    readonly address?: string;
    readonly url_response?: string;
    readonly url_confirmation?: string;
    readonly method_confirmation?: string;
  };

/** A PSE debit: `bank` is a `bankCode` of `pse.banks()`; `type_person` "0" person, "1" company. */
export type PseInput = BuyerInvoice & {
  readonly bank: string;
  readonly type_person: string;
  readonly department?: string;
};

/** A cash payment; `end_date` (`YYYY-MM-DD`) is when the pin stops being payable. */
export type CashInput = BuyerInvoice & { readonly type_person?: string; readonly end_date: string };

/** The cash networks ePayco accepts. */
export const CASH_METHODS = ['efecty', 'baloto', 'gana', 'redservi', 'puntored', 'sured'] as const;
/** One of `CASH_METHODS`. */
export type CashMethod = (typeof CASH_METHODS)[number];

/** A SafetyPay payment (`cash` "1" for its cash variant, as Apify names it). */
export type SafetypayInput = BuyerInvoice & {
  readonly cash?: string;
  readonly end_date: string;
  readonly ind_country?: string;
};
