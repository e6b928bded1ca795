import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { rateLimitAddress } from './client-address.js';
import { createRequestLimiter } from './request-limit.js';

describe('the rate-limit key of a client address', () => {
  it('keeps an IPv4 address whole', () => {
    expect(rateLimitAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitAddress('203.0.113.8')).toBe('203.0.113.8');
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address, in either notation', () => {
    expect(rateLimitAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitAddress('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one client, however it is written', () => {
    const keys = ['2001:db8:abcd:12::1', '2001:DB8:ABCD:0012:ffff:1:2:3', '2001:db8:abcd:12:0:0:0:9%eth0'].map(
      rateLimitAddress,
    );
    expect(keys).toEqual(['2001:db8:abcd:12::/64', '2001:db8:abcd:12::/64', '2001:db8:abcd:12::/64']);
    expect(rateLimitAddress('2001:db8:abcd:13::1')).toBe('2001:db8:abcd:13::/64');
    expect(rateLimitAddress('64:ff9b::1.2.3.4')).toBe('64:ff9b:0:0::/64');
  });

  it('leaves what is not an address as it came (an in-process request)', () => {
    expect(rateLimitAddress('local')).toBe('local');
  });

  it('makes a per-address request limit refuse a client that changes address inside its /64', async () => {
    const limiter = createRequestLimiter({
      name: `test-ipv6-${Date.now()}`,
      points: 2,
      windowSeconds: 60,
      message: 'Too many',
      perAddress: true,
    });
    await limiter.consume('2001:db8:5:6::1');
    await limiter.consume('2001:db8:5:6::2');
    const refused = await limiter.consume('2001:db8:5:6::3').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many' });
    await expect(limiter.consume('2001:db8:5:7::1')).resolves.toBeUndefined();
    await limiter.close();
  });
});
