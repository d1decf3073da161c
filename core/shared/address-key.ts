/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail counts as two), or null when it is not one. */
const groupsOf = (ip: string): number[] | null => {
  const halves = ip.split('::');
  if (halves.length > 2) return null;
  const part = (text: string): number[] | null => {
    if (text === '') return [];
    const out: number[] = [];
    for (const piece of text.split(':')) {
      if (/^[0-9a-f]{1,4}$/i.test(piece)) out.push(parseInt(piece, 16));
      else if (/^\d{1,3}(\.\d{1,3}){3}$/.test(piece)) {
        const [a, b, c, d] = piece.split('.').map(Number) as [number, number, number, number];
        out.push(a * 256 + b, c * 256 + d);
      } else return null;
    }
    return out;
  };
  const head = part(halves[0]);
  const tail = halves.length === 2 ? part(halves[1]) : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  return [...head, ...Array<number>(missing).fill(0), ...tail];
};

/** Groups in RFC 5952's text: lower-case hex, the longest run of two or more zero groups written `::`. */
const ipv6Text = (groups: readonly number[]): string => {
  let best = { at: -1, length: 1 };
  for (let i = 0; i < groups.length;) {
    let j = i;
    while (j < groups.length && groups[j] === 0) j += 1;
    if (j - i > best.length) best = { at: i, length: j - i };
    i = j === i ? i + 1 : j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (best.at < 0) return hex.join(':');
  return `${hex.slice(0, best.at).join(':')}::${hex.slice(best.at + best.length).join(':')}`;
};

/** The key under which per-address limits count a client: an IPv4 address as it is (also when written as IPv6,
 * `::ffff:1.2.3.4`), an IPv6 address as its /64 prefix (`2001:db8:1:2::/64`), since one subscriber is given a whole
 * /64 and could otherwise pass any limit by changing its last bits. Anything else is kept as it is. */
export const addressKey = (ip: string): string => {
  const address = ip.trim().replace(/%.*$/, '');
  if (!address.includes(':')) return address;
  const groups = groupsOf(address);
  if (!groups) return address;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.');
  return `${ipv6Text([...groups.slice(0, 4), 0, 0, 0, 0])}/64`;
};
