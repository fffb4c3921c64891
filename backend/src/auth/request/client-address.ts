import { isIPv6 } from 'node:net';
import type { Request } from 'express';

/** The client's address: the socket's, or the one a trusted proxy forwarded (`trust proxy`). */
export function clientAddress(request: Request): string {
  return request.ip ?? request.socket.remoteAddress ?? 'unknown';
}

/**
 * What failed sign-ins are counted under: an IPv4 address as it is, an IPv6 address by its /64.
 * One IPv6 subscriber usually holds a whole /64, so counting single addresses would give them
 * 2^64 budgets of guesses.
 */
export function throttledAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  const withoutZone = address.split('%')[0]!;
  if (!isIPv6(withoutZone)) return address;
  return `${expandIPv6(withoutZone).slice(0, 4).join(':')}::/64`;
}

// The eight groups of an IPv6 address, without leading zeros; an embedded IPv4 tail becomes two.
function expandIPv6(address: string): string[] {
  const ipv4Tail = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address);
  let text = address;
  if (ipv4Tail) {
    const [a, b, c, d] = ipv4Tail.slice(1).map(Number) as [number, number, number, number];
    text = `${address.slice(0, ipv4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const missing = 8 - groups(head).length - groups(tail).length;
  const all =
    tail === undefined ? groups(head) : [...groups(head), ...Array<string>(missing).fill('0'), ...groups(tail)];
  return all.map((group) => parseInt(group, 16).toString(16));
}
