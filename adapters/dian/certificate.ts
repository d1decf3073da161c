import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import forge from 'node-forge';

/** A signing certificate with its private key, as the XAdES signature and WS-Security need them. */
export type Certificate = {
  readonly privateKeyPem: string;
  readonly certificatePem: string;
  /** The certificate's DER, Base64 (what ds:X509Certificate carries). */
  readonly certificateBase64: string;
  /** Distinguished names as RFC 4514 writes them, most specific first (`CN=…,O=…,C=CO`). */
  readonly subject: string;
  readonly issuer: string;
  /** The serial number in decimal (ds:X509SerialNumber). */
  readonly serialNumber: string;
};

const distinguishedName = (attributes: readonly forge.pki.CertificateField[]): string =>
  [...attributes]
    .reverse()
    .map((field) => `${field.shortName ?? field.name}=${String(field.value)}`)
    .join(',');

const fromForge = (key: forge.pki.PrivateKey, cert: forge.pki.Certificate): Certificate => {
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes();
  return {
    privateKeyPem: forge.pki.privateKeyToPem(key),
    certificatePem: forge.pki.certificateToPem(cert),
    certificateBase64: forge.util.encode64(der),
    subject: distinguishedName(cert.subject.attributes),
    issuer: distinguishedName(cert.issuer.attributes),
    serialNumber: BigInt(`0x${cert.serialNumber}`).toString(10),
  };
};

/**
 * The certificate and key of a PKCS#12 file (the issuer's `DIAN_CERT_FILE`). A wrong password, or a file that is not
 * a PKCS#12 with a key and its certificate, throws an error that says so.
 */
export const loadCertificate = (p12: Uint8Array, password: string): Certificate => {
  let parsed: forge.pkcs12.Pkcs12Pfx;
  try {
    const asn1 = forge.asn1.fromDer(forge.util.binary.raw.encode(p12));
    parsed = forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      /password|MAC/i.test(reason)
        ? 'The certificate password is wrong (the PKCS#12 file could not be opened with it).'
        : `The certificate file is not a readable PKCS#12 file: ${reason}`,
      { cause: error },
    );
  }
  const keyBags = [
    ...(parsed.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag] ?? []),
    ...(parsed.getBags({ bagType: forge.pki.oids.keyBag })[forge.pki.oids.keyBag] ?? []),
  ];
  const certBags = parsed.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? [];
  const key = keyBags.find((bag) => bag.key)?.key;
  const cert = certBags.find((bag) => bag.cert)?.cert;
  if (!key || !cert) throw new Error('The certificate file holds no private key with its certificate.');
  return fromForge(key, cert);
};

/** A PKCS#12 file of a key and its certificate, locked with a password. */
export const toPkcs12 = (certificate: Certificate, password: string): Uint8Array => {
  const key = forge.pki.privateKeyFromPem(certificate.privateKeyPem);
  const cert = forge.pki.certificateFromPem(certificate.certificatePem);
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], password, { algorithm: 'aes256' });
  return Uint8Array.from(Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'));
};

const NAME: forge.pki.CertificateField[] = [
  { shortName: 'C', value: 'CO' },
  { shortName: 'O', value: 'Fornido (pruebas)' },
  { shortName: 'CN', value: 'Fornido - certificado de pruebas DIAN' },
];

/** A new self-signed signing certificate (RSA 2048, SHA-256), valid ten years, for the sandbox and tests. */
const generate = (now: Date): Certificate => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  // A positive serial: the first byte below 0x80.
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  cert.validity.notBefore = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  cert.validity.notAfter = new Date(now.getTime() + 10 * 365 * 24 * 60 * 60 * 1000);
  cert.setSubject(NAME);
  cert.setIssuer(NAME);
  // The DIAN's signature policy asks for digitalSignature and nonRepudiation in the key usage.
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, keyEncipherment: true },
  ]);
  cert.sign(key, forge.md.sha256.create());
  return fromForge(key, cert);
};

export const TEST_CERTIFICATE_FILE = 'dian-test.p12';
const PASSWORD_FILE = 'dian-test.p12.password';
let inMemory: Certificate | null = null;

/**
 * The sandbox's signing certificate: generated at first use and kept as `dir/dian-test.p12`, its random password
 * beside it (`dian-test.p12.password`), so a restart reuses it; with `dir` null (in-memory stores), kept in memory for
 * the process only. Never committed: it lives in the data directory.
 */
export const testCertificate = (dir: string | null): Certificate => {
  if (dir === null) {
    inMemory ??= generate(new Date());
    return inMemory;
  }
  const p12Path = join(dir, TEST_CERTIFICATE_FILE);
  const passwordPath = join(dir, PASSWORD_FILE);
  if (existsSync(p12Path) && existsSync(passwordPath)) {
    return loadCertificate(readFileSync(p12Path), readFileSync(passwordPath, 'utf8').trim());
  }
  const certificate = generate(new Date());
  const password = randomBytes(24).toString('hex');
  mkdirSync(dir, { recursive: true });
  writeFileSync(passwordPath, `${password}\n`, { mode: 0o600 });
  writeFileSync(p12Path, toPkcs12(certificate, password), { mode: 0o600 });
  return certificate;
};
