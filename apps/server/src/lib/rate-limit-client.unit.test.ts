import { describe, expect, it } from 'vitest';
import { rateLimitClient } from './rate-limit-client';

describe('rateLimitClient', () => {
  it('counts an IPv4 address as itself, also written as an IPv6-mapped one', () => {
    expect(rateLimitClient('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitClient('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64 network, however it is written', () => {
    const network = '2001:db8:12:3400::/64';
    for (const address of ['2001:db8:12:3400::1', '2001:0db8:0012:3400:ffff:ffff:ffff:fffe', '2001:DB8:12:3400:a:b:c:d', '2001:db8:12:3400::1%eth0']) {
      expect(rateLimitClient(address), address).toBe(network);
    }
    expect(rateLimitClient('2001:db8:12:3401::1')).not.toBe(network);
    expect(rateLimitClient('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitClient('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(rateLimitClient('64:ff9b:1:2:3::198.51.100.1')).toBe('64:ff9b:1:2::/64');
  });

  it('leaves what is no address as it is', () => {
    expect(rateLimitClient('unknown')).toBe('unknown');
  });
});
