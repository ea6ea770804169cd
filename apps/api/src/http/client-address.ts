import { isIPv6 } from 'node:net';

/**
 * The subject of per-address limits. IPv4 as is (an IPv4-mapped IPv6 address as its IPv4);
 * IPv6 by its /64 prefix, because one subscriber is given a whole /64 and can rotate through it
 * at will.
 */
export function clientAddressKey(ip: string): string {
  // Most calls are IPv4: settle them without the (costly) IPv6 pattern.
  if (!ip.includes(':')) return ip;
  if (ip.startsWith('::ffff:') && ip.includes('.')) return ip.slice(7);
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
