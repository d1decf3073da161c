import { createHash } from 'node:crypto';
import { SignedXml } from 'xml-crypto';
import { nodesAt, parseXml, textAt } from './read-document';

export type SignatureCheck = { readonly valid: boolean; readonly errors: readonly string[] };

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The cryptographic check by xml-crypto: SignedInfo's signature with the KeyInfo's certificate, every reference. */
const checkWithXmlCrypto = (xml: string, signature: Node): readonly string[] => {
  const verifier = new SignedXml({ getCertFromKeyInfo: (keyInfo) => SignedXml.getCertFromKeyInfo(keyInfo) });
  try {
    verifier.loadSignature(signature);
    return verifier.checkSignature(xml) ? [] : ['A signed reference does not match the document (it was changed).'];
  } catch (error) {
    return [`The signature does not verify: ${reasonOf(error)}`];
  }
};

/** XAdES's own links: the whole document is signed, and the signing certificate is the one in KeyInfo. */
const checkXadesLinks = (signature: Node): readonly string[] => {
  const errors: string[] = [];
  if (nodesAt(signature, "ds:SignedInfo/ds:Reference[@URI='']").length !== 1) {
    errors.push('The signature does not cover the whole document (no reference with URI="").');
  }
  const certificate = textAt(signature, 'ds:KeyInfo/ds:X509Data/ds:X509Certificate');
  const certDigest = textAt(signature, '//xades:SigningCertificate/xades:Cert/xades:CertDigest/ds:DigestValue');
  if (!certificate) errors.push('The signature carries no X.509 certificate in its KeyInfo.');
  else if (
    certDigest !==
    createHash('sha256')
      .update(Buffer.from(certificate.replace(/\s+/g, ''), 'base64'))
      .digest('base64')
  ) {
    errors.push("The XAdES SigningCertificate digest is not the KeyInfo certificate's.");
  }
  return errors;
};

/**
 * Verifies a document's enveloped XAdES signature with xml-crypto against the certificate inside its own KeyInfo:
 * valid when the one ds:Signature's value, every reference's digest, the whole-document reference and the signing
 * certificate's digest all hold; otherwise the reasons, in English, for logs and tests.
 */
export const verifySignature = (xml: string): SignatureCheck => {
  let doc: Document;
  try {
    doc = parseXml(xml);
  } catch (error) {
    return { valid: false, errors: [reasonOf(error)] };
  }
  const signatures = nodesAt(doc, '//ds:Signature');
  const [signature] = signatures;
  if (!signature || signatures.length > 1) {
    return {
      valid: false,
      errors: [signature ? 'The document has more than one signature.' : 'The document is not signed.'],
    };
  }
  const errors = [...checkWithXmlCrypto(xml, signature), ...checkXadesLinks(signature)];
  return { valid: errors.length === 0, errors };
};
