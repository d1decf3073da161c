const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const HEX_GROUP = /^[0-9a-f]{1,4}$/i;

/** The four numbers of a dotted IPv4 address, or null when the text is not one. */
const ipv4Parts = (text: string): number[] | null => {
  const m = IPV4.exec(text);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  return parts.every((n) => n <= 255) ? parts : null;
};

/** The 16-bit groups of one side of `::`: hex groups, the last of which may be a dotted IPv4 (two groups). */
const sideGroups = (side: string, mayEndInIpv4: boolean): number[] | null => {
  if (side === '') return [];
  const texts = side.split(':');
  const groups: number[] = [];
  for (const [i, text] of texts.entries()) {
    const v4 = mayEndInIpv4 && i === texts.length - 1 ? ipv4Parts(text) : null;
    if (v4) groups.push(v4[0] * 256 + v4[1], v4[2] * 256 + v4[3]);
    else if (HEX_GROUP.test(text)) groups.push(parseInt(text, 16));
    else return null;
  }
  return groups;
};

/** The eight groups of an IPv6 address in any of its textual forms (RFC 4291 §2.2), or null when it is not one. */
const ipv6Groups = (text: string): number[] | null => {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  if (halves.length === 1) {
    const groups = sideGroups(text, true);
    return groups && groups.length === 8 ? groups : null;
  }
  const left = sideGroups(halves[0], false);
  const right = sideGroups(halves[1], true);
  if (!left || !right || left.length + right.length > 7) return null;
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
};

/** Groups written as RFC 5952 asks: lower-case hex without leading zeros, the longest run of two or more zero groups
 * (the first of equal runs) as `::`. */
const canonicalIpv6 = (groups: readonly number[]): string => {
  let best = { start: -1, length: 1 };
  for (let i = 0; i < groups.length;) {
    let end = i;
    while (end < groups.length && groups[end] === 0) end++;
    if (end - i > best.length) best = { start: i, length: end - i };
    i = Math.max(end, i + 1);
  }
  const hex = groups.map((g) => g.toString(16));
  if (best.start < 0) return hex.join(':');
  const head = hex.slice(0, best.start).join(':');
  const tail = hex.slice(best.start + best.length).join(':');
  return `${head}::${tail}`;
};

/**
 * The key under which every per-address limit counts a client: an IPv4 address as itself (an IPv4-mapped IPv6
 * address `::ffff:1.2.3.4` too), an IPv6 address as its /64 network in canonical form (`2001:db8:1:2::/64`), since one
 * subscriber is given a whole /64 and could otherwise pass any limit by changing the last 64 bits. The same address
 * gives the same key whatever its case or compression, and a key is its own key; text that is no address is kept as is.
 */
export const addressKey = (ip: string): string => {
  const v4 = ipv4Parts(ip);
  if (v4) return v4.join('.');
  const bare = ip.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  const groups = /^[^/]*(\/64)?$/.test(bare) ? ipv6Groups(bare.replace(/\/64$/, '')) : null;
  if (!groups) return ip;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff)
    return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.');
  return `${canonicalIpv6([...groups.slice(0, 4), 0, 0, 0, 0])}/64`;
};
