import { createCipheriv, createDecipheriv } from 'node:crypto';

const HEX_KEY = /^[0-9a-f]{32}$/i;
/** The official SDK's IV, `CryptoJS.enc.Hex.parse("0000000000000000")`: eight zero bytes, which CBC pads to 16. */
const ZERO_IV = Buffer.alloc(16);

const keyOf = (privateKeyHex: string): Buffer => {
  if (!HEX_KEY.test(privateKeyHex)) throw new Error('the private key is not 32 hexadecimal characters');
  return Buffer.from(privateKeyHex, 'hex');
};

/** Encrypts one value as epayco-sdk-node does: AES-128-CBC, the key's hex as 16 bytes, zero IV, PKCS7, base64. */
export const encryptValue = (value: string, privateKeyHex: string): string => {
  const cipher = createCipheriv('aes-128-cbc', keyOf(privateKeyHex), ZERO_IV);
  return Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]).toString('base64');
};

/** Decrypts one value written by `encryptValue`; throws when the key or the text is wrong. */
export const decryptValue = (base64: string, privateKeyHex: string): string => {
  const decipher = createDecipheriv('aes-128-cbc', keyOf(privateKeyHex), ZERO_IV);
  return Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]).toString('utf8');
};

/** The plain `i` of an encrypted payload: base64 of the SDK's eight-byte zero IV (not sixteen). */
export const ENCRYPTED_IV_FIELD = Buffer.alloc(8).toString('base64');

/** The plain `i` of a cash payload: base64 of the ASCII text "0000000000000000". */
export const CASH_IV_FIELD = Buffer.from('0'.repeat(16), 'ascii').toString('base64');

/** The plain `p` of an encrypted payload: base64 of the private key's 16 bytes. */
export const keyField = (privateKeyHex: string): string => keyOf(privateKeyHex).toString('base64');
