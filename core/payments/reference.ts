/** The longest provider reference the store keeps or looks up. Real ones are far shorter (an ePayco `ref_payco` of
 * about ten digits, a MercadoPago payment id, Nequi's transaction ids, our attempts' UUIDs), and an index entry can hold
 * no more than about 2.7 KB: anything longer is junk or an attack, refused before it reaches the database. */
export const MAX_REFERENCE_LENGTH = 200;

/** Whether a provider's reference is one the store can keep and look up (at most MAX_REFERENCE_LENGTH characters). */
export const fitsReference = (reference: string): boolean => reference.length <= MAX_REFERENCE_LENGTH;
