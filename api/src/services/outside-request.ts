// Requests to addresses outside our network that someone else chose (an admin's image link, a property's feed URL),
// safe against server-side request forgery: every address a host name resolves to must be public, checked on the
// resolved address at connect time, so DNS cannot point a public name at an intranet host. The callers add their own
// limits (size, time, redirects) and name their exceptions (IMAGE_FETCH_ALLOW_HOSTS, a feed's allowed hosts).
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

/**
 * Addresses no outside request may reach: this host, private networks, link-local (cloud metadata at 169.254.169.254),
 * carrier-grade NAT, multicast, documentation and reserved ranges (IANA special-purpose registries), and the IPv6
 * forms that embed an IPv4 address (mapped, NAT64, 6to4, Teredo), which could name any of those.
 */
const NOT_PUBLIC = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(prefix, bits, 'ipv4');
for (const [prefix, bits] of [
  ['::', 128],
  ['::1', 128],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(prefix, bits, 'ipv6');

export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The resolver of every outside request: it refuses a host any of whose addresses is not public. */
export function guardedLookup(allowed: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      const reply = callback;
      if (error) return reply(error, '', 0);
      if (addresses.length === 0) return reply(Object.assign(new Error(hostname), { code: 'ENOTFOUND' }), '', 0);
      if (!allowed && addresses.some((entry) => !isPublicAddress(entry.address)))
        return reply(Object.assign(new Error(hostname), { code: 'ENOTPUBLIC' }), '', 0);
      if (options.all) return reply(null, addresses);
      return reply(null, addresses[0].address, addresses[0].family);
    });
  };
}

/**
 * One GET through the guarded resolver, on a fresh connection (a pooled one would skip this request's address
 * check); resolves with the response as it starts, its body still to be read, and never follows a redirect.
 */
export function guardedGet(
  url: URL,
  options: { allowed: boolean; signal: AbortSignal; headers: Record<string, string> },
): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const outgoing = client.request(
      url,
      {
        method: 'GET',
        agent: false,
        lookup: guardedLookup(options.allowed),
        signal: options.signal,
        headers: options.headers,
      },
      resolve,
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}
