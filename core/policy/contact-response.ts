/** Business days within which the store answers every message a shopper sends it, by any channel (the contact form,
 * mail, WhatsApp, a PQR): the one promise the contact page, the FAQ and the acknowledgement mail make. */
export const CONTACT_RESPONSE_BUSINESS_DAYS = 1;

/** The promise as the store writes it: "en máximo 1 día hábil" (plural past one day). */
export const contactResponseText = (days: number = CONTACT_RESPONSE_BUSINESS_DAYS): string =>
  `en máximo ${days} ${days === 1 ? 'día hábil' : 'días hábiles'}`;
