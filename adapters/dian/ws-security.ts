import { randomUUID } from 'node:crypto';
import { SignedXml } from 'xml-crypto';
import { TO_ID } from './soap-envelope';
import { element, NS, nodes, parseXml, textAt } from './xml';

/** What signs a call: the issuer's certificate (DER, Base64) and its private key (PEM), as a `Certificate` has them. */
export type WsSigner = { readonly certificateBase64: string; readonly privateKeyPem: string };

const X509V3 = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-x509-token-profile-1.0#X509v3';
const BASE64_BINARY = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-soap-message-security-1.0#Base64Binary';
const EXC_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';
const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
// The DIAN's service signs and checks wsa:To only (public implementations that pass habilitación, e.g. ubl21dian,
// sign nothing else), canonicalised with these prefixes kept (as they do).
const SIGNED_INFO_PREFIXES = ['wsa', 'soap', 'wcf'];
const TO_PREFIXES = ['soap', 'wcf'];
/** How long a signed call stays valid (the Timestamp's Expires − Created). */
export const TIMESTAMP_SECONDS = 6000;

const stamp = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A certificate's Base64 DER as PEM. */
export const certificatePem = (base64Der: string): string =>
  `-----BEGIN CERTIFICATE-----\n${(base64Der.match(/.{1,64}/g) ?? []).join('\n')}\n-----END CERTIFICATE-----\n`;

/**
 * Adds the WS-Security header to an envelope made by `requestEnvelope`: a Timestamp (Created `now`, Expires
 * TIMESTAMP_SECONDS later), the certificate as an X.509 BinarySecurityToken, and an RSA-SHA256 signature (exclusive
 * canonicalisation) over wsa:To whose KeyInfo points at the token.
 */
export const signEnvelope = (envelope: string, signer: WsSigner, now: Date): string => {
  const tokenId = `X509-${randomUUID()}`;
  const security =
    `<wsse:Security xmlns:wsse="${NS.wsse}" xmlns:wsu="${NS.wsu}">` +
    `<wsu:Timestamp wsu:Id="TS-${randomUUID()}"><wsu:Created>${stamp(now)}</wsu:Created>` +
    `<wsu:Expires>${stamp(new Date(now.getTime() + TIMESTAMP_SECONDS * 1000))}</wsu:Expires></wsu:Timestamp>` +
    `<wsse:BinarySecurityToken EncodingType="${BASE64_BINARY}" ValueType="${X509V3}" wsu:Id="${tokenId}">` +
    `${signer.certificateBase64}</wsse:BinarySecurityToken></wsse:Security>`;
  const withHeader = envelope.replace(/(<soap:Header[^>]*>)/, `$1${security}`);
  if (withHeader === envelope) throw new Error('The envelope has no soap:Header to sign');
  const signature = new SignedXml({
    privateKey: signer.privateKeyPem,
    signatureAlgorithm: RSA_SHA256,
    canonicalizationAlgorithm: EXC_C14N,
    inclusiveNamespacesPrefixList: SIGNED_INFO_PREFIXES,
    idMode: 'wssecurity',
    getKeyInfoContent: () =>
      `<wsse:SecurityTokenReference wsu:Id="STR-${randomUUID()}">` +
      `<wsse:Reference URI="#${tokenId}" ValueType="${X509V3}"/></wsse:SecurityTokenReference>`,
  });
  signature.addReference({
    xpath: `//*[local-name()='To' and namespace-uri()='${NS.wsa}']`,
    transforms: [EXC_C14N],
    digestAlgorithm: SHA256,
    inclusiveNamespacesPrefixList: TO_PREFIXES,
  });
  signature.computeSignature(withHeader, {
    prefix: 'ds',
    location: { reference: `//*[local-name()='Security' and namespace-uri()='${NS.wsse}']`, action: 'append' },
    existingPrefixes: { wsse: NS.wsse, wsu: NS.wsu },
  });
  return signature.getSignedXml();
};

/** What a signed call's check found: its parsed envelope and certificate, or why it is refused (English, logged). */
export type EnvelopeCheck =
  | { readonly ok: true; readonly envelope: Document; readonly certificate: string; readonly to: string }
  | { readonly ok: false; readonly reason: string };

/**
 * Checks a call's WS-Security as the DIAN does: a Timestamp in force at `now`, a BinarySecurityToken, and a signature
 * by that certificate whose one reference is the header's wsa:To, unchanged since it was signed.
 */
export const checkEnvelope = (xml: string, now: Date): EnvelopeCheck => {
  const envelope = parseXml(xml);
  if (!envelope) return { ok: false, reason: 'not well-formed XML' };
  const header = '/soap:Envelope/soap:Header';
  const created = Date.parse(textAt(`${header}/wsse:Security/wsu:Timestamp/wsu:Created`, envelope) ?? '');
  const expires = Date.parse(textAt(`${header}/wsse:Security/wsu:Timestamp/wsu:Expires`, envelope) ?? '');
  if (!Number.isFinite(created) || !Number.isFinite(expires)) return { ok: false, reason: 'no Timestamp' };
  // A few minutes of clock skew are allowed, as WCF does by default.
  const skew = 5 * 60_000;
  if (created > now.getTime() + skew || expires < now.getTime() - skew)
    return { ok: false, reason: 'the Timestamp is not in force' };
  const certificate = textAt(`${header}/wsse:Security/wsse:BinarySecurityToken`, envelope)?.replace(/\s+/g, '');
  if (!certificate) return { ok: false, reason: 'no BinarySecurityToken' };
  const signatures = nodes(`${header}/wsse:Security/ds:Signature`, envelope);
  const to = element(`${header}/wsa:To`, envelope);
  if (signatures.length !== 1 || !to) return { ok: false, reason: 'no Signature over wsa:To' };
  const verifier = new SignedXml({ publicCert: certificatePem(certificate), idMode: 'wssecurity' });
  try {
    verifier.loadSignature(signatures[0]);
    const references = verifier.getReferences();
    const toId = to.getAttributeNS(NS.wsu, 'Id');
    if (references.length !== 1 || references[0].uri !== `#${toId}` || toId !== TO_ID)
      return { ok: false, reason: 'the Signature does not sign wsa:To' };
    if (!verifier.checkSignature(xml)) return { ok: false, reason: 'the Signature does not verify' };
  } catch (error) {
    return { ok: false, reason: `the Signature does not verify: ${(error as Error).message}` };
  }
  return { ok: true, envelope, certificate, to: (to.textContent ?? '').trim() };
};
