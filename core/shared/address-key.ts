/** The key a per-address limit counts a client under: an IPv4 address as it is (an IPv4-mapped IPv6 address as its
 * IPv4), an IPv6 address as its /64 prefix (`2001:db8:1:2::/64`), since one subscriber holds a whole /64 and picks any
 * address in it. Anything else (an unknown address) is its own key. */
export const addressKey = (ip: string): string => {
  const address = ip.trim().toLowerCase().replace(/%.*$/, '');
  const mapped = /^(?:0{0,4}:){0,4}:?(?:0{0,4}:)?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1];
  if (!address.includes(':')) return address;
  const groups = expandIpv6(address);
  if (!groups) return address;
  const prefix = groups.slice(0, 4).map((g) => Number.parseInt(g, 16).toString(16));
  return `${compress(prefix)}::/64`;
};

/** The eight groups of an IPv6 address (a trailing dotted IPv4 part taken as two), or null when it is not one. */
const expandIpv6 = (address: string): string[] | null => {
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address);
  const text = dotted
    ? address.slice(0, dotted.index) +
      [0, 2].map((i) => ((Number(dotted[i + 1]) << 8) | Number(dotted[i + 2])).toString(16)).join(':')
    : address;
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] === '' ? [] : halves[0].split(':');
  const tail = halves.length === 2 && halves[1] !== '' ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  return groups.every((g) => /^[0-9a-f]{1,4}$/.test(g)) ? groups : null;
};

/** A /64 prefix's four groups without leading zeros and without its trailing zero groups, which the `::` after it
 * stands for (RFC 5952). */
const compress = (groups: readonly string[]): string => {
  let end = groups.length;
  while (end > 0 && groups[end - 1] === '0') end--;
  return end === 0 ? '' : groups.slice(0, end).join(':');
};
