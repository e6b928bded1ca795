// The key every limit counted per client address uses. An IPv6 customer is usually given a whole /64 (2^64
// addresses), so counting each address alone would let one client pick a fresh one for every request: IPv6
// clients are counted by their /64. IPv4 is counted address by address, and an IPv4 address written the IPv6
// way (::ffff:203.0.113.7, as a dual-stack socket reports it) counts as that IPv4 address.
import { isIPv4, isIPv6 } from 'node:net';

/** The rate-limit key of a client address: IPv4 as is, IPv6 as its /64; anything else unchanged. */
export function rateLimitAddress(address: string): string {
  const trimmed = address.trim();
  // A zone (fe80::1%eth0) names the interface, not the client.
  const bare = trimmed.includes('%') ? trimmed.slice(0, trimmed.indexOf('%')) : trimmed;
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing dotted IPv4 part converted). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const last = text.slice(text.lastIndexOf(':') + 1);
  if (isIPv4(last)) {
    const [a, b, c, d] = last.split('.').map(Number);
    text = `${text.slice(0, text.length - last.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const parse = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const front = parse(head);
  const back = parse(tail);
  return tail === undefined ? front : [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}
