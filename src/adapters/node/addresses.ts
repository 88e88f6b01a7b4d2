import { isIPv4, isIPv6 } from 'node:net';

/** Why an address is not a public one; what a server must not reach for a stranger's URL. */
export type NonPublicKind =
  'unspecified' | 'loopback' | 'private' | 'link-local' | 'multicast' | 'reserved';

type Range = readonly [start: bigint, prefix: number, kind: NonPublicKind];

function v4(text: string): bigint {
  return text.split('.').reduce((value, part) => (value << 8n) | BigInt(Number(part)), 0n);
}

/** IPv4 blocks that are not globally reachable (IANA special-purpose registry). */
const IPV4: readonly Range[] = [
  [v4('0.0.0.0'), 8, 'unspecified'],
  [v4('10.0.0.0'), 8, 'private'],
  [v4('100.64.0.0'), 10, 'private'],
  [v4('127.0.0.0'), 8, 'loopback'],
  [v4('169.254.0.0'), 16, 'link-local'],
  [v4('172.16.0.0'), 12, 'private'],
  [v4('192.0.0.0'), 24, 'reserved'],
  [v4('192.0.2.0'), 24, 'reserved'],
  [v4('192.88.99.0'), 24, 'reserved'],
  [v4('192.168.0.0'), 16, 'private'],
  [v4('198.18.0.0'), 15, 'reserved'],
  [v4('198.51.100.0'), 24, 'reserved'],
  [v4('203.0.113.0'), 24, 'reserved'],
  [v4('224.0.0.0'), 4, 'multicast'],
  [v4('240.0.0.0'), 4, 'reserved'],
];

/** The 128 bits of an IPv6 address (without a zone), or undefined when it is none. */
function v6(text: string): bigint | undefined {
  const address = text.split('%')[0] ?? '';
  if (!isIPv6(address)) return undefined;
  let groups = address;
  // A trailing dotted quad (::ffff:127.0.0.1) is two groups.
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(groups)?.[1];
  if (quad) {
    const value = v4(quad);
    groups = `${groups.slice(0, -quad.length)}${(value >> 16n).toString(16)}:${(value & 0xffffn).toString(16)}`;
  }
  const [head = '', tail] = groups.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].reduce(
    (value, group) => (value << 16n) | BigInt(parseInt(group, 16)),
    0n,
  );
}

const V6 = (text: string) => v6(text) as bigint;

/** IPv6 blocks that are not globally reachable; those embedding an IPv4 address are below. */
const IPV6: readonly Range[] = [
  [V6('::'), 128, 'unspecified'],
  [V6('::1'), 128, 'loopback'],
  [V6('64:ff9b:1::'), 48, 'private'],
  [V6('100::'), 64, 'reserved'],
  [V6('2001::'), 23, 'reserved'],
  [V6('2001:db8::'), 32, 'reserved'],
  [V6('fc00::'), 7, 'private'],
  [V6('fe80::'), 10, 'link-local'],
  [V6('fec0::'), 10, 'private'],
  [V6('ff00::'), 8, 'multicast'],
];

function inRange(value: bigint, bits: number, [start, prefix]: Range): boolean {
  const shift = BigInt(bits - prefix);
  return value >> shift === start >> shift;
}

function kindOfV4(value: bigint): NonPublicKind | undefined {
  return IPV4.find((range) => inRange(value, 32, range))?.[2];
}

/**
 * The IPv4 address an IPv6 one carries, where the network would deliver it to that IPv4
 * address: mapped (::ffff:0:0/96), NAT64 (64:ff9b::/96) and 6to4 (2002::/16).
 */
function embeddedV4(value: bigint): bigint | undefined {
  if (value >> 32n === 0xffffn) return value & 0xffffffffn;
  if (value >> 32n === V6('64:ff9b::') >> 32n) return value & 0xffffffffn;
  if (value >> 112n === 0x2002n) return (value >> 80n) & 0xffffffffn;
  return undefined;
}

/**
 * What keeps `address` (an IPv4 or IPv6 literal) from being a public one: loopback, private,
 * link-local and the like, also when written as an IPv6 address that carries an IPv4 one.
 * Undefined for a public address; 'reserved' for text that is no address at all.
 */
export function nonPublicKind(address: string): NonPublicKind | undefined {
  if (isIPv4(address)) return kindOfV4(v4(address));
  const value = v6(address);
  if (value === undefined) return 'reserved';
  const carried = embeddedV4(value);
  if (carried !== undefined) return kindOfV4(carried);
  // ::/96 held IPv4-compatible addresses, long deprecated; nothing public lives there.
  const range = IPV6.find((each) => inRange(value, 128, each));
  if (range) return range[2];
  if (value >> 96n === 0n) return 'reserved';
  // Global unicast is 2000::/3; the rest of the space is not handed out.
  return value >> 125n === 1n ? undefined : 'reserved';
}
