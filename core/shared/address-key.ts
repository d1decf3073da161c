/** The part of a client address that per-address limits count by: an IPv4 address as it is (also when it comes
 * IPv4-mapped, `::ffff:203.0.113.7`), an IPv6 address as its /64 prefix in canonical form (`2001:db8:1:2::/64`),
 * since one subscriber usually holds a whole /64 and can change the rest at will. Anything else is kept as given. */
export const addressKey = (ip: string): string => {
  const address = ip.trim().toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1];
  if (!address.includes(':')) return address;
  const groups = ipv6Groups(address);
  return groups === null ? address : `${canonicalIpv6([...groups.slice(0, 4), 0, 0, 0, 0])}/64`;
};

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 counts as two), or null when it is not one. */
const ipv6Groups = (address: string): number[] | null => {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string): number[] | null => {
    if (part === '') return [];
    const groups: number[] = [];
    const pieces = part.split(':');
    for (const [i, piece] of pieces.entries()) {
      const v4 = i === pieces.length - 1 ? /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(piece) : null;
      if (v4) {
        const bytes = v4.slice(1).map(Number);
        if (bytes.some((b) => b > 255)) return null;
        groups.push(bytes[0] * 256 + bytes[1], bytes[2] * 256 + bytes[3]);
      } else if (/^[0-9a-f]{1,4}$/.test(piece)) groups.push(parseInt(piece, 16));
      else return null;
    }
    return groups;
  };
  const head = parse(halves[0]);
  const tail = halves.length === 2 ? parse(halves[1]) : [];
  if (head === null || tail === null) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...Array<number>(missing).fill(0), ...tail] : null;
};

/** RFC 5952: lower-case hex without leading zeros, the longest run of two or more zero groups (the first of equals)
 * written `::`. */
const canonicalIpv6 = (groups: readonly number[]): string => {
  let best = { start: -1, length: 0 };
  for (let i = 0; i < groups.length;) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < groups.length && groups[j] === 0) j++;
    if (j - i > best.length) best = { start: i, length: j - i };
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (best.length < 2) return hex.join(':');
  return `${hex.slice(0, best.start).join(':')}::${hex.slice(best.start + best.length).join(':')}`;
};
