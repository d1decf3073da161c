/** Domains whose mailboxes ignore dots in the local part, with the one each is known by: Gmail delivers
 * "a.na@googlemail.com" and "ana@gmail.com" to the same inbox. */
const DOTLESS_DOMAINS: ReadonlyMap<string, string> = new Map([
  ['gmail.com', 'gmail.com'],
  ['googlemail.com', 'gmail.com'],
]);

/** The mailbox an email address delivers to, as a key: lower-cased, without a "+tag" and, for Gmail, without dots and
 * with googlemail.com read as gmail.com. Two spellings of one inbox share a key, so a limit or a rule per person
 * ("nobody refers themselves") cannot be passed by rewriting one's own address. */
export const mailboxKey = (email: string): string => {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const domain = address.slice(at + 1);
  const local = address.slice(0, at);
  // A "+" opening the local part is the name itself, not a tag.
  const plus = local.indexOf('+', 1);
  const untagged = plus < 0 ? local : local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS.get(domain);
  return dotless === undefined ? `${untagged}@${domain}` : `${untagged.replaceAll('.', '')}@${dotless}`;
};
