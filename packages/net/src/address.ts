import net from 'node:net';

// Everything that is not the public internet: loopback, private, link-local, CGNAT, multicast, reserved.
// (IPv4-mapped IPv6 is unmapped before the check: BlockList would match ::ffff:0:0/96 against every IPv4.)
const blocked = new net.BlockList();
for (const [a, p] of [
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
  blocked.addSubnet(a, p, 'ipv4');
for (const [a, p] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  // NAT64 local-use, 6to4 and Teredo embed an IPv4 address a relay would reach: refused like NAT64.
  ['64:ff9b:1::', 48],
  ['2002::', 16],
  ['2001::', 32],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(a, p, 'ipv6');

const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const family = (ip: string) => (net.isIPv6(ip) ? 'ipv6' : 'ipv4');

/** The eight 16-bit groups of an IPv6 address (with an embedded dotted IPv4 tail converted). */
function groups6(ip: string): number[] | null {
  let s = ip
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .split('%')[0]!;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(s);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    s = s.slice(0, dotted.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = s.split('::') as [string, string | undefined];
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array(8 - h.length - t.length).fill('0');
  const all = [...h, ...fill, ...t].map((g) => parseInt(g, 16));
  return all.length === 8 && all.every((g) => g >= 0 && g <= 0xffff) ? all : null;
}

/** IPv4-mapped (::ffff:a.b.c.d, in either notation) and IPv4-compatible addresses are judged by the IPv4 inside. */
function unmap(ip: string): string {
  if (!net.isIPv6(ip)) return ip;
  const g = groups6(ip);
  if (!g || g.slice(0, 5).some((x) => x !== 0) || (g[5] !== 0xffff && g[5] !== 0) || (g[5] === 0 && g[6] === 0))
    return ip;
  return [g[6]! >> 8, g[6]! & 0xff, g[7]! >> 8, g[7]! & 0xff].join('.');
}

export const isLoopbackAddress = (ip: string) => loopback.check(unmap(ip), family(unmap(ip)));

/** True for addresses on the public internet; false for loopback, private and reserved ranges. */
export function isPublicAddress(ip: string): boolean {
  const a = unmap(ip);
  if (!net.isIP(a)) return false;
  return !blocked.check(a, family(a));
}
