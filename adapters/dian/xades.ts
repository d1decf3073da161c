import { createHash } from 'node:crypto';
import { SignedXml } from 'xml-crypto';
import type { Certificate } from './certificate';
import { bogota, el, NS } from './xml-text';

const C14N = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';

/**
 * The DIAN's signature policy, version 2: its address and the SHA-256 of the policy document (Base64), computed from
 * the copy of politicadefirmav2.pdf that bit4bit/facho keeps in facho/fe/data/dian.
 */
export const SIGNATURE_POLICY = {
  url: 'https://facturaelectronica.dian.gov.co/politicadefirma/v2/politicadefirmav2.pdf',
  description: 'Política de firma para facturas electrónicas de la República de Colombia.',
  sha256: 'dMoMvtcG5aIzgYo0tIsSQeVJBDnUnfSOfBpxXrmor0Y=',
} as const;

/** Where the signature goes: the content of the document's second UBL extension. */
const SIGNATURE_PLACE =
  "/*/*[local-name(.)='UBLExtensions']/*[local-name(.)='UBLExtension'][2]/*[local-name(.)='ExtensionContent']";
// Exact paths: xpath's `//` walks the whole document, several times per signature.
const SIGNATURE = `${SIGNATURE_PLACE}/*[local-name(.)='Signature']`;

const digestMethod = `<ds:DigestMethod Algorithm="${SHA256}"/>`;

const qualifyingProperties = (id: string, certificate: Certificate, signingTime: Date): string => {
  const certDigest = createHash('sha256').update(Buffer.from(certificate.certificateBase64, 'base64')).digest('base64');
  const { date, time } = bogota(signingTime);
  return (
    `<xades:QualifyingProperties Target="#${id}"><xades:SignedProperties Id="${id}-signedprops">` +
    `<xades:SignedSignatureProperties>${el('xades:SigningTime', `${date}T${time}`)}` +
    `<xades:SigningCertificate><xades:Cert><xades:CertDigest>${digestMethod}${el('ds:DigestValue', certDigest)}</xades:CertDigest>` +
    `<xades:IssuerSerial>${el('ds:X509IssuerName', certificate.issuer)}${el('ds:X509SerialNumber', certificate.serialNumber)}</xades:IssuerSerial>` +
    `</xades:Cert></xades:SigningCertificate>` +
    `<xades:SignaturePolicyIdentifier><xades:SignaturePolicyId><xades:SigPolicyId>${el('xades:Identifier', SIGNATURE_POLICY.url)}` +
    `${el('xades:Description', SIGNATURE_POLICY.description)}</xades:SigPolicyId>` +
    `<xades:SigPolicyHash>${digestMethod}${el('ds:DigestValue', SIGNATURE_POLICY.sha256)}</xades:SigPolicyHash>` +
    `</xades:SignaturePolicyId></xades:SignaturePolicyIdentifier>` +
    `<xades:SignerRole><xades:ClaimedRoles>${el('xades:ClaimedRole', 'supplier')}</xades:ClaimedRoles></xades:SignerRole>` +
    `</xades:SignedSignatureProperties></xades:SignedProperties></xades:QualifyingProperties>`
  );
};

/**
 * Signs a UBL document XAdES-EPES as the DIAN's policy asks: an enveloped ds:Signature in the second UBL extension,
 * RSA-SHA256 over inclusive C14N, SHA-256 digests of the document, the KeyInfo (the X.509 certificate) and the
 * SignedProperties (signing time, signing certificate, the policy v2 and its digest, the supplier's role). xml-crypto
 * does the canonicalisation, digests and signature; the same input gives the same output (PKCS#1 v1.5 is
 * deterministic, and `id` and `signingTime` come from the caller).
 */
export const signXades = (xml: string, certificate: Certificate, id: string, signingTime: Date): string => {
  const signer = new SignedXml({
    privateKey: certificate.privateKeyPem,
    publicCert: certificate.certificatePem,
    signatureAlgorithm: RSA_SHA256,
    canonicalizationAlgorithm: C14N,
    keyInfoAttributes: { Id: `${id}-keyinfo` },
    objects: [{ content: qualifyingProperties(id, certificate, signingTime) }],
  });
  signer.addReference({
    xpath: '/*',
    isEmptyUri: true,
    id: `${id}-ref0`,
    transforms: [ENVELOPED],
    digestAlgorithm: SHA256,
  });
  signer.addReference({
    xpath: `${SIGNATURE}/*[local-name(.)='KeyInfo']`,
    transforms: [C14N],
    digestAlgorithm: SHA256,
  });
  signer.addReference({
    xpath: `${SIGNATURE}/*[local-name(.)='Object']/*[local-name(.)='QualifyingProperties']/*[local-name(.)='SignedProperties']`,
    type: 'http://uri.etsi.org/01903#SignedProperties',
    transforms: [C14N],
    digestAlgorithm: SHA256,
  });
  signer.computeSignature(xml, {
    prefix: 'ds',
    attrs: { Id: id },
    location: { reference: SIGNATURE_PLACE, action: 'append' },
    existingPrefixes: { xades: NS.xades },
  });
  return signer.getSignedXml();
};
