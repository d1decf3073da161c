import { DOMParser } from '@xmldom/xmldom';
import * as xpath from 'xpath';
import { NS } from './xml-text';

/** XPath over the DIAN's prefixes (`cbc:`, `cac:`, `sts:`, `ds:`, `xades:`, `ext:`). */
const select = xpath.useNamespaces({
  cbc: NS.cbc,
  cac: NS.cac,
  ext: NS.ext,
  sts: NS.sts,
  ds: NS.ds,
  xades: NS.xades,
});

/** A document parsed strictly: malformed XML throws, with the parser's message. */
export const parseXml = (xml: string): Document => {
  const problems: string[] = [];
  const record = (message: unknown) => problems.push(String(message));
  const doc = new DOMParser({
    errorHandler: { warning: () => undefined, error: record, fatalError: record },
  }).parseFromString(xml, 'text/xml');
  if (problems.length > 0 || !doc?.documentElement) throw new Error(`Malformed XML: ${problems[0] ?? 'no root'}`);
  return doc;
};

/** The nodes a path selects (none when it selects a value). */
export const nodesAt = (node: Node, path: string): readonly Node[] => {
  const found = select(path, node);
  return Array.isArray(found) ? found : [];
};

/** The trimmed text of the first node a path selects, or null. */
export const textAt = (node: Node, path: string): string | null => {
  const [first] = nodesAt(node, path);
  return first?.textContent == null ? null : first.textContent.trim();
};

/** Root-relative paths read the document's own elements whatever its root (Invoice or CreditNote). */
export const ROOT = '/*';

/** Whether a document is a credit note (its root is `CreditNote`). */
export const isCreditNote = (doc: Document): boolean => doc.documentElement.localName === 'CreditNote';
