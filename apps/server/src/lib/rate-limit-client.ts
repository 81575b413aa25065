import net from 'node:net';

/**
 * The client a per-address rate limit counts, from the address fastify reads (`request.ip`): an IPv4 address as
 * it is, an IPv6 address by its /64 network. A household's router or a phone on IPv6 is given a whole /64 and
 * may use any address in it, so counting single addresses would give one client 2^64 fresh counters.
 */
export function rateLimitClient(ip: string): string {
  const address = ip.split('%')[0]!;
  const mappedIpv4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mappedIpv4) return mappedIpv4;
  if (!net.isIPv6(address)) return ip;
  // An IPv4 address written at the end (64:ff9b::1.2.3.4) holds two of the eight groups.
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])));
  const [head = '', tail] = address.split('::');
  const groups = tail === undefined ? groupsOf(head) : [...groupsOf(head), ...Array<string>(8 - groupsOf(head).length - groupsOf(tail).length).fill('0'), ...groupsOf(tail)];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
