import { DOMParser } from '@xmldom/xmldom';
import { useNamespaces } from 'xpath';

/** The namespaces of the DIAN's web service and of the documents it answers with, by the prefixes used here. */
export const NS = {
  soap: 'http://www.w3.org/2003/05/soap-envelope',
  wsa: 'http://www.w3.org/2005/08/addressing',
  wsse: 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd',
  wsu: 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
  wcf: 'http://wcf.dian.colombia',
  b: 'http://schemas.datacontract.org/2004/07/DianResponse',
  c: 'http://schemas.microsoft.com/2003/10/Serialization/Arrays',
  u: 'http://schemas.datacontract.org/2004/07/UploadDocumentResponse',
  x: 'http://schemas.datacontract.org/2004/07/XmlParamsResponseTrackId',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
} as const;

const select = useNamespaces(NS);

/** Text escaped for an XML element or a double-quoted attribute. */
export const xmlText = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A parsed XML document, or null when the text is not well-formed XML. */
export const parseXml = (text: string): Document | null => {
  let failed = false;
  const fail = () => {
    failed = true;
  };
  try {
    const doc = new DOMParser({ errorHandler: { warning: () => {}, error: fail, fatalError: fail } }).parseFromString(
      text,
      'text/xml',
    );
    return failed || !doc.documentElement ? null : doc;
  } catch {
    return null;
  }
};

/** The nodes an XPath (with the NS prefixes) finds under `node`. */
export const nodes = (path: string, node: Node): readonly Node[] => {
  const found = select(path, node);
  return Array.isArray(found) ? found : [];
};

/** The first element an XPath finds, or null. */
export const element = (path: string, node: Node): Element | null => {
  const found = nodes(path, node)[0];
  return found && found.nodeType === 1 ? (found as Element) : null;
};

/** The trimmed text of the first node an XPath finds, or null when there is none. */
export const textAt = (path: string, node: Node): string | null => {
  const found = nodes(path, node)[0];
  return found ? (found.textContent ?? '').trim() : null;
};
