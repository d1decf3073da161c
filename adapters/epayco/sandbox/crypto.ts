import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';

const ZERO_IV = Buffer.alloc(16);
const ASCII_ZERO_IV = Buffer.from('0'.repeat(16), 'ascii');

/**
 * The cipher ePayco's restpagos expects: with the Node SDK (`p` not empty), AES-128-CBC keyed by the private key's
 * 32 hex characters and a zero IV; with `p` empty (other SDKs), AES-256-CBC keyed by the key's ASCII bytes and an IV
 * of sixteen "0" characters. PKCS7 padding, base64 out (PROVIDERS.md §2).
 */
const cipherOf = (privateKey: string, nodeSdk: boolean) =>
  nodeSdk
    ? { algorithm: 'aes-128-cbc', key: Buffer.from(privateKey, 'hex'), iv: ZERO_IV }
    : {
        algorithm: 'aes-256-cbc',
        key: Buffer.from(privateKey.padEnd(32, '\0').slice(0, 32), 'ascii'),
        iv: ASCII_ZERO_IV,
      };

/** Encrypts one value as the SDK does (used by the sandbox's tests and nothing else in the sandbox). */
export const encryptValue = (plain: string, privateKey: string, nodeSdk = true): string => {
  const { algorithm, key, iv } = cipherOf(privateKey, nodeSdk);
  const cipher = createCipheriv(algorithm, key, iv);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
};

/** Decrypts one base64 value; null when the key does not open it (a wrong private key, or a value not encrypted). */
export const decryptValue = (encrypted: string, privateKey: string, nodeSdk = true): string | null => {
  try {
    const { algorithm, key, iv } = cipherOf(privateKey, nodeSdk);
    const decipher = createDecipheriv(algorithm, key, iv);
    return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
};

/** `x_signature` of a confirmation: sha256 hex of `p_cust_id_cliente^p_key^x_ref_payco^x_transaction_id^x_amount^x_currency_code`. */
export const confirmationSignature = (fields: {
  readonly customerId: string;
  readonly pKey: string;
  readonly refPayco: string;
  readonly transactionId: string;
  readonly amount: string;
  readonly currency: string;
}): string =>
  createHash('sha256')
    .update(
      [fields.customerId, fields.pKey, fields.refPayco, fields.transactionId, fields.amount, fields.currency].join('^'),
    )
    .digest('hex');
